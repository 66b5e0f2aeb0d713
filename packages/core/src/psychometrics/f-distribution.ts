import { betaQuantile, incompleteBetaTails } from './beta-function';
import { gammaQuantile } from './gamma-function';

export function assertDegreesOfFreedom(...dfs: number[]): void {
  for (const df of dfs) {
    if (!(df > 0) || !Number.isFinite(df)) {
      throw new RangeError(`Degrees of freedom must be finite and > 0, got ${df}`);
    }
  }
}

export function assertProbability(p: number): void {
  if (!(p >= 0 && p <= 1)) throw new RangeError(`p must be in [0, 1], got ${p}`);
}

/** P(F ≤ f) for F with (df1, df2) degrees of freedom (R's pf). */
export function fCdf(f: number, df1: number, df2: number): number {
  assertDegreesOfFreedom(df1, df2);
  if (Number.isNaN(f)) throw new RangeError('F value must be a number, got NaN');
  if (f <= 0) return 0;
  if (f === Infinity) return 1;
  // F = (df2/df1)·X/(1 − X) with X ~ Beta(df1/2, df2/2); X and 1 − X are each formed directly.
  const denominator = df1 * f + df2;
  const point = { x: (df1 * f) / denominator, y: df2 / denominator };
  return incompleteBetaTails(point, df1 / 2, df2 / 2).lower;
}

/**
 * The p-quantile of the F distribution with (df1, df2) degrees of freedom, to about 1e-12
 * relative (1e-10 at worst, with one df below 2 and the other above 1e5). It keeps X and 1 − X
 * of the underlying beta quantile apart, so unlike R's qf it stays accurate in the far lower tail.
 */
export function fQuantile(p: number, df1: number, df2: number): number {
  assertDegreesOfFreedom(df1, df2);
  assertProbability(p);
  if (p === 1) return Infinity;
  const { x, y } = betaQuantile(p, df1 / 2, df2 / 2);
  return (df2 / df1) * (x / y);
}

/** The p-quantile of the chi-square distribution with df degrees of freedom (R's qchisq). */
export function chiSquareQuantile(p: number, df: number, q = 1 - p): number {
  assertDegreesOfFreedom(df);
  assertProbability(p);
  return 2 * gammaQuantile(p, df / 2, q);
}

/**
 * Above this many degrees of freedom R's qf stops computing the F quantile and substitutes a
 * chi-square quantile (src/nmath/qf.c: "fudge the extreme DF cases").
 */
export const R_QF_LARGE_DF = 4e5;

/**
 * The F quantile exactly as R's qf computes it, which psych::alpha's Feldt interval uses: when
 * df2 > 400,000 (and df1 ≤ df2) R returns qchisq(p, df1)/df1, treating df2 as infinite, and when
 * df1 > 400,000 it returns df2/qchisq(1 − p, df2). A Feldt bound moves by (1 − α) times that
 * error: about 4e-6 at a million respondents on 24 items, 1.5e-4 at 100,000 respondents on a
 * six-item category. Matching psych needs it; elsewhere this is fQuantile, which agrees with
 * R's qf to 1e-10 wherever R's own 1/x − 1 step does not cancel (it does only in far tails).
 */
export function fQuantileAsR(p: number, df1: number, df2: number): number {
  assertDegreesOfFreedom(df1, df2);
  assertProbability(p);
  if (p === 1) return Infinity;
  if (df1 <= df2 && df2 > R_QF_LARGE_DF) return chiSquareQuantile(p, df1) / df1;
  if (df1 > R_QF_LARGE_DF) return df2 / chiSquareQuantile(1 - p, df2, p);
  return fQuantile(p, df1, df2);
}
