import { ANSWER_VALUES } from '../instrument/options';
import type { StatisticUnavailableReason } from './reasons';

/**
 * How many respondents gave each answer to one item: counts[0] for answer 1 … counts[4] for
 * answer 5 (SQL: count(*) GROUP BY item, answer). Nothing else is needed for the figures below,
 * and from these integer counts they are exact.
 */
export type AnswerCounts = readonly number[];

/**
 * One item as psych::describe(x, type = 3) describes it, with the share of each answer as
 * psych::alpha(x)$response.freq gives it.
 */
export interface ItemDescriptives {
  n: number;
  mean: number | null;
  /** Sample standard deviation (n − 1). */
  sd: number | null;
  /** Σ(x − x̄)³ / (n·sd³) (psych's skew, type 3). */
  skew: number | null;
  /** Σ(x − x̄)⁴ / (n·sd⁴) − 3 (psych's kurtosi, type 3). */
  kurtosis: number | null;
  /** Why sd, skew or kurtosis is null. */
  reason: StatisticUnavailableReason | null;
  /** The share of answers 1–5, in that order; null without responses. */
  responseFreq: number[] | null;
}

export function assertAnswerCounts(counts: AnswerCounts): void {
  if (counts.length !== ANSWER_VALUES.length) {
    throw new RangeError(`Expected ${ANSWER_VALUES.length} answer counts, got ${counts.length}`);
  }
  for (const count of counts) {
    if (!Number.isSafeInteger(count) || count < 0) {
      throw new RangeError(`An answer count must be a non-negative integer, got ${count}`);
    }
  }
}

/**
 * The centred moment sums Σ(x − x̄)^p for p = 2, 3, 4, exactly: with S = Σx, each is
 * Σ c·(n·x − S)^p / n^p, whose numerator is an integer computed in BigInt.
 */
function centredMomentSums(counts: AnswerCounts, n: number): [number, number, number] {
  const bigN = BigInt(n);
  const sum = counts.reduce(
    (total, count, i) => total + BigInt(count) * BigInt(ANSWER_VALUES[i] as number),
    0n,
  );
  const numerators = [0n, 0n, 0n];
  counts.forEach((count, i) => {
    const deviation = bigN * BigInt(ANSWER_VALUES[i] as number) - sum;
    const c = BigInt(count);
    numerators[0] = (numerators[0] as bigint) + c * deviation ** 2n;
    numerators[1] = (numerators[1] as bigint) + c * deviation ** 3n;
    numerators[2] = (numerators[2] as bigint) + c * deviation ** 4n;
  });
  return [
    Number(numerators[0]) / n ** 2,
    Number(numerators[1]) / n ** 3,
    Number(numerators[2]) / n ** 4,
  ];
}

export function describeItem(counts: AnswerCounts): ItemDescriptives {
  assertAnswerCounts(counts);
  const n = counts.reduce((total, count) => total + count, 0);
  if (n === 0) {
    return {
      n,
      mean: null,
      sd: null,
      skew: null,
      kurtosis: null,
      reason: 'noResponses',
      responseFreq: null,
    };
  }
  const mean =
    counts.reduce((total, count, i) => total + count * (ANSWER_VALUES[i] as number), 0) / n;
  const responseFreq = counts.map((count) => count / n);
  if (n < 2) {
    return {
      n,
      mean,
      sd: null,
      skew: null,
      kurtosis: null,
      reason: 'tooFewRespondents',
      responseFreq,
    };
  }
  const [m2, m3, m4] = centredMomentSums(counts, n);
  const sd = Math.sqrt(m2 / (n - 1));
  if (m2 === 0) {
    return { n, mean, sd, skew: null, kurtosis: null, reason: 'zeroVariance', responseFreq };
  }
  return {
    n,
    mean,
    sd,
    skew: m3 / (n * sd ** 3),
    kurtosis: m4 / (n * sd ** 4) - 3,
    reason: null,
    responseFreq,
  };
}
