import { fQuantileAsR } from './f-distribution';

export interface ConfidenceInterval {
  /** Coverage, e.g. 0.95. */
  level: number;
  lower: number;
  upper: number;
}

/**
 * Feldt's confidence interval for Cronbach's alpha, as psych::alpha reports it (alpha.ci):
 * 1 − (1 − α)·F with F the upper and lower (1 − level)/2 quantiles of F(n − 1, (n − 1)(k − 1)),
 * where n counts respondents and k the items analysed. The quantiles are R's qf, including its
 * chi-square substitute at large degrees of freedom, so the bounds agree with psych.
 */
export function feldtInterval(
  alpha: number,
  sampleSize: number,
  itemCount: number,
  level = 0.95,
): ConfidenceInterval {
  // No upper check: identical items give 1 give or take rounding, and the formula holds there.
  if (!Number.isFinite(alpha)) throw new RangeError(`Alpha must be a finite number, got ${alpha}`);
  if (!Number.isInteger(sampleSize) || sampleSize < 2) {
    throw new RangeError(`A Feldt interval needs at least 2 respondents, got ${sampleSize}`);
  }
  if (!Number.isInteger(itemCount) || itemCount < 2) {
    throw new RangeError(`A Feldt interval needs at least 2 items, got ${itemCount}`);
  }
  if (!(level > 0 && level < 1)) throw new RangeError(`Level must be in (0, 1), got ${level}`);
  const tail = (1 - level) / 2;
  const df1 = sampleSize - 1;
  const df2 = (sampleSize - 1) * (itemCount - 1);
  return {
    level,
    lower: 1 - (1 - alpha) * fQuantileAsR(1 - tail, df1, df2),
    upper: 1 - (1 - alpha) * fQuantileAsR(tail, df1, df2),
  };
}
