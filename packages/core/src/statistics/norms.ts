import { tTwoSidedP } from './distributions';
import type { StatisticUnavailableReason } from './reasons';
import { centredSumOfSquares } from './score-moments';
import type { ScoreMoments } from './score-moments';
import { PRCA24_SCORES } from './subscales';
import type { Prca24Score } from './subscales';

export interface Norm {
  mean: number;
  sd: number;
}

/**
 * McCroskey's published norms for the PRCA-24 (American college students), from his own page:
 * J. C. McCroskey, "Personal Report of Communication Apprehension (PRCA-24)",
 * http://www.jamescmccroskey.com/measures/prca24.htm ("Norms for PRCA-24": total 65.6 / 15.3,
 * group discussion 15.4 / 4.8, meetings 16.4 / 4.8, dyadic (interpersonal) 14.2 / 3.9, public
 * speaking 19.3 / 5.1). The same page cautions that the context subscores are substantially
 * less reliable than the total.
 */
export const MCCROSKEY_NORMS: Readonly<Record<Prca24Score, Norm>> = {
  total: { mean: 65.6, sd: 15.3 },
  groupDiscussion: { mean: 15.4, sd: 4.8 },
  meetings: { mean: 16.4, sd: 4.8 },
  interpersonal: { mean: 14.2, sd: 3.9 },
  publicSpeaking: { mean: 19.3, sd: 5.1 },
};

/** The page the norms come from, for the screen to cite. */
export const MCCROSKEY_NORMS_SOURCE = {
  author: 'James C. McCroskey',
  title: 'Personal Report of Communication Apprehension (PRCA-24)',
  url: 'http://www.jamescmccroskey.com/measures/prca24.htm',
} as const;

/**
 * The study's score beside a norm: a one-sample t-test of the mean against the norm mean
 * (R: t.test(x, mu = norm)) and the one-sample Cohen's d (mean − norm)/SD with the study's SD
 * (as effectsize::cohens_d(x, mu = norm) gives it).
 */
export interface NormComparison {
  n: number;
  mean: number | null;
  sd: number | null;
  normMean: number;
  normSd: number;
  t: number | null;
  df: number | null;
  p: number | null;
  cohensD: number | null;
  reason: StatisticUnavailableReason | null;
}

export function compareWithNorm(moments: ScoreMoments, norm: Norm): NormComparison {
  const { n, sum } = moments;
  const sumOfSquares = centredSumOfSquares(moments);
  const mean = n > 0 ? sum / n : null;
  const sd = n > 1 ? Math.sqrt(sumOfSquares / (n - 1)) : null;
  const reason: StatisticUnavailableReason | null =
    n === 0
      ? 'noResponses'
      : n < 2
        ? 'tooFewRespondents'
        : sumOfSquares > 0
          ? null
          : 'zeroVariance';
  const base = { n, mean, sd, normMean: norm.mean, normSd: norm.sd };
  if (reason !== null) return { ...base, t: null, df: null, p: null, cohensD: null, reason };
  const difference = (mean as number) - norm.mean;
  const t = difference / ((sd as number) / Math.sqrt(n));
  return {
    ...base,
    t,
    df: n - 1,
    p: tTwoSidedP(t, n - 1),
    cohensD: difference / (sd as number),
    reason: null,
  };
}

/** Every score against McCroskey's norms, from each score's n, Σx and Σx². */
export function compareWithMcCroskeyNorms(
  moments: Readonly<Record<Prca24Score, ScoreMoments>>,
): Record<Prca24Score, NormComparison> {
  return Object.fromEntries(
    PRCA24_SCORES.map((score) => [score, compareWithNorm(moments[score], MCCROSKEY_NORMS[score])]),
  ) as Record<Prca24Score, NormComparison>;
}
