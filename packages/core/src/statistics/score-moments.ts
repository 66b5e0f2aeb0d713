/*
 * What a score's figures need from the responses, in the forms SQL returns cheaply: a histogram
 * (GROUP BY score: a PRCA-24 total takes the 97 values 24-120, a context score the 25 values
 * 6-30), or the plain moments n, Σx and Σx². From integer scores both give every figure exactly.
 */

/** How many responses have one score value. */
export interface ScoreCount {
  value: number;
  count: number;
}

/** A score's distribution: one entry per value that occurs (any order, zero counts allowed). */
export type ScoreHistogram = readonly ScoreCount[];

/** n, Σx and Σx² of a score (SQL: count(*), sum(x), sum(x * x)). */
export interface ScoreMoments {
  n: number;
  sum: number;
  sumOfSquares: number;
}

function assertCount(value: number, what: string): void {
  if (!Number.isInteger(value) || value < 0) {
    throw new RangeError(`${what} must be a non-negative integer, got ${value}`);
  }
}

function assertHistogram(histogram: ScoreHistogram): void {
  for (const { value, count } of histogram) {
    if (!Number.isFinite(value)) throw new RangeError(`A score must be finite, got ${value}`);
    assertCount(count, 'A score count');
  }
}

/** The histogram of raw scores; for tests and small data, the server aggregates in SQL. */
export function scoreHistogram(values: readonly number[]): ScoreHistogram {
  const counts = new Map<number, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].map(([value, count]) => ({ value, count }));
}

export function momentsOfHistogram(histogram: ScoreHistogram): ScoreMoments {
  assertHistogram(histogram);
  let n = 0;
  let sum = 0;
  let sumOfSquares = 0;
  for (const { value, count } of histogram) {
    n += count;
    sum += count * value;
    sumOfSquares += count * value * value;
  }
  return { n, sum, sumOfSquares };
}

/**
 * Σ(x − x̄)², the centred sum of squares. From integer sums it is (n·Σx² − (Σx)²)/n with the
 * numerator in BigInt, so no digit is lost to cancellation and a constant score gives exactly 0;
 * otherwise Σx² − (Σx)²/n in doubles, never below 0.
 */
export function centredSumOfSquares({ n, sum, sumOfSquares }: ScoreMoments): number {
  assertCount(n, 'n');
  if (n === 0) return 0;
  if (Number.isSafeInteger(sum) && Number.isSafeInteger(sumOfSquares)) {
    return Number(BigInt(n) * BigInt(sumOfSquares) - BigInt(sum) * BigInt(sum)) / n;
  }
  return Math.max(0, sumOfSquares - (sum * sum) / n);
}

/** The median of a histogram: the middle value, or the mean of the two middle values (as R). */
export function medianOfHistogram(histogram: ScoreHistogram): number | null {
  assertHistogram(histogram);
  const sorted = histogram.filter(({ count }) => count > 0).sort((a, b) => a.value - b.value);
  const n = sorted.reduce((total, { count }) => total + count, 0);
  if (n === 0) return null;
  // 0-based positions of the middle element(s).
  const lowerPosition = Math.floor((n - 1) / 2);
  const upperPosition = Math.floor(n / 2);
  let seen = 0;
  let lower: number | null = null;
  for (const { value, count } of sorted) {
    if (lower === null && lowerPosition < seen + count) lower = value;
    if (upperPosition < seen + count) return ((lower as number) + value) / 2;
    seen += count;
  }
  throw new Error('unreachable: the positions lie within n');
}
