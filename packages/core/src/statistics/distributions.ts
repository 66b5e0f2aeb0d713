import { incompleteBetaTails, betaQuantile } from '../psychometrics/beta-function';
import {
  assertDegreesOfFreedom,
  assertProbability,
  chiSquareQuantile,
} from '../psychometrics/f-distribution';
import { incompleteGammaTails } from '../psychometrics/gamma-function';

/*
 * The distribution functions the tests of this folder need (R's pt, qt, pchisq, pf and qnorm),
 * built on the incomplete beta and gamma functions of psychometrics. Upper tails are computed
 * as upper tails, never as 1 minus the lower one, so small p-values keep their digits.
 */

function assertNumber(x: number, what: string): void {
  if (Number.isNaN(x)) throw new RangeError(`${what} must be a number, got NaN`);
}

/**
 * P(|T| ≥ |t|) for Student's t with df degrees of freedom: I_x(df/2, ½) at x = df/(df + t²),
 * with x and 1 − x each formed directly.
 */
function twoSidedTail(t: number, df: number): number {
  if (!Number.isFinite(t)) return 0;
  const t2 = t * t;
  const denominator = df + t2;
  return incompleteBetaTails({ x: df / denominator, y: t2 / denominator }, df / 2, 0.5).lower;
}

/** P(T ≤ t) for Student's t with df degrees of freedom (R's pt). */
export function tCdf(t: number, df: number): number {
  assertDegreesOfFreedom(df);
  assertNumber(t, 't');
  const tail = twoSidedTail(t, df) / 2;
  return t < 0 ? tail : 1 - tail;
}

/** The two-sided p-value of a t statistic, 2·P(T ≥ |t|), as t.test reports it. */
export function tTwoSidedP(t: number, df: number): number {
  assertDegreesOfFreedom(df);
  assertNumber(t, 't');
  return twoSidedTail(t, df);
}

/** The p-quantile of Student's t with df degrees of freedom (R's qt). */
export function tQuantile(p: number, df: number): number {
  assertDegreesOfFreedom(df);
  assertProbability(p);
  if (p === 0) return -Infinity;
  if (p === 1) return Infinity;
  if (p === 0.5) return 0;
  // P(|T| ≥ |t|) = 2·min(p, 1 − p) is the lower tail of Beta(df/2, ½) at df/(df + t²).
  const tail = p < 0.5 ? 2 * p : 2 * (1 - p);
  const { x, y } = betaQuantile(tail, df / 2, 0.5);
  const magnitude = Math.sqrt(df * (y / x));
  return p < 0.5 ? -magnitude : magnitude;
}

/** P(X > x) for the chi-square distribution with df degrees of freedom (R's pchisq, upper). */
export function chiSquareUpperTail(x: number, df: number): number {
  assertDegreesOfFreedom(df);
  assertNumber(x, 'Chi-square value');
  if (x <= 0) return 1;
  return incompleteGammaTails(x / 2, df / 2).upper;
}

/** P(F > f) for the F distribution with (df1, df2) degrees of freedom (R's pf, upper). */
export function fUpperTail(f: number, df1: number, df2: number): number {
  assertDegreesOfFreedom(df1, df2);
  assertNumber(f, 'F value');
  if (f <= 0) return 1;
  if (f === Infinity) return 0;
  const denominator = df1 * f + df2;
  return incompleteBetaTails({ x: (df1 * f) / denominator, y: df2 / denominator }, df1 / 2, df2 / 2)
    .upper;
}

/** The p-quantile of the standard normal distribution (R's qnorm), from χ²(1) = Z². */
export function normalQuantile(p: number): number {
  assertProbability(p);
  if (p === 0) return -Infinity;
  if (p === 1) return Infinity;
  if (p === 0.5) return 0;
  const tail = p < 0.5 ? 2 * p : 2 * (1 - p);
  const magnitude = Math.sqrt(chiSquareQuantile(1 - tail, 1, tail));
  return p < 0.5 ? -magnitude : magnitude;
}
