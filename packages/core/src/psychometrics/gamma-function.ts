import { solveInLog } from './log-newton';
import { LN_SQRT_2PI, log1pMinusX, logGamma, stirlingRemainder } from './special-functions';

/*
 * The regularized incomplete gamma function and its inverse, for the chi-square quantile that
 * R's qf substitutes for the F quantile at large degrees of freedom (see fQuantileAsR).
 */

const TINY = 1e-300;
const EPSILON = 1e-15;

function assertShape(a: number): void {
  if (!(a > 0) || !Number.isFinite(a)) {
    throw new RangeError(`Gamma shape must be finite and > 0, got ${a}`);
  }
}

/** log of x^a e^(−x) / Γ(a); for large a arranged around x = a so that nothing cancels. */
function logPrefactor(x: number, a: number): number {
  if (a < 10) return a * Math.log(x) - x - logGamma(a);
  return a * log1pMinusX((x - a) / a) + 0.5 * Math.log(a) - LN_SQRT_2PI - stirlingRemainder(a);
}

function maxIterations(a: number): number {
  return 1000 + Math.ceil(50 * Math.sqrt(a));
}

/** Σ xⁿ / ((a + 1)…(a + n)) / a, the series of P(a, x) without its prefactor (x < a + 1). */
function lowerSeries(x: number, a: number): number {
  let ap = a;
  let term = 1 / a;
  let sum = term;
  for (let n = 0; n < maxIterations(a); n++) {
    ap += 1;
    term *= x / ap;
    sum += term;
    if (Math.abs(term) < Math.abs(sum) * EPSILON) return sum;
  }
  throw new Error(`Incomplete gamma series did not converge for x = ${x}, a = ${a}`);
}

/** The continued fraction of Q(a, x) without its prefactor (x ≥ a + 1), modified Lentz. */
function upperContinuedFraction(x: number, a: number): number {
  let b = x + 1 - a;
  let c = 1 / TINY;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i <= maxIterations(a); i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < TINY) d = TINY;
    c = b + an / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < EPSILON) return h;
  }
  throw new Error(`Incomplete gamma fraction did not converge for x = ${x}, a = ${a}`);
}

/** P(a, x) and Q(a, x) = 1 − P(a, x), each accurate relative to itself. */
export function incompleteGammaTails(x: number, a: number): { lower: number; upper: number } {
  assertShape(a);
  if (!(x >= 0)) throw new RangeError(`x must be ≥ 0, got ${x}`);
  if (x === 0) return { lower: 0, upper: 1 };
  if (x === Infinity) return { lower: 1, upper: 0 };
  const front = Math.exp(logPrefactor(x, a));
  if (x < a + 1) {
    const lower = Math.min(1, front * lowerSeries(x, a));
    return { lower, upper: 1 - lower };
  }
  const upper = Math.min(1, front * upperContinuedFraction(x, a));
  return { lower: 1 - upper, upper };
}

/** Numerical Recipes' starting value for the gamma quantile (invgammp). */
function initialGuess(p: number, a: number): number {
  if (a > 1) {
    const pp = p < 0.5 ? p : 1 - p;
    const t = Math.sqrt(-2 * Math.log(pp));
    let z = (2.30753 + t * 0.27061) / (1 + t * (0.99229 + t * 0.04481)) - t;
    if (p < 0.5) z = -z;
    return Math.max(1e-3, a * Math.pow(1 - 1 / (9 * a) - z / (3 * Math.sqrt(a)), 3));
  }
  const t = 1 - a * (0.253 + a * 0.12);
  return p < t ? Math.pow(p / t, 1 / a) : 1 - Math.log(1 - (p - t) / (1 - t));
}

const LOG_SMALLEST = Math.log(Number.MIN_VALUE);
const LOG_LARGEST = Math.log(Number.MAX_VALUE);

/**
 * The x with P(a, x) = p (q = 1 − p): Newton's method on u = log x inside a bracket, falling
 * back to bisection, matching the smaller tail so that neither p nor q loses digits.
 */
export function gammaQuantile(p: number, a: number, q = 1 - p): number {
  assertShape(a);
  if (!(p >= 0 && p <= 1)) throw new RangeError(`p must be in [0, 1], got ${p}`);
  if (p === 0) return 0;
  if (q === 0) return Infinity;
  const useLower = p <= 0.5;
  const target = Math.log(useLower ? p : q);
  // h(u) increases with u: log of the lower tail, or minus log of the upper tail.
  const h = (u: number) => {
    const x = Math.exp(u);
    const tails = incompleteGammaTails(x, a);
    // d tail / d log x = x · density = the prefactor.
    const slopeNumerator = Math.exp(logPrefactor(x, a));
    if (useLower)
      return { value: Math.log(tails.lower) - target, slope: slopeNumerator / tails.lower };
    return { value: target - Math.log(tails.upper), slope: slopeNumerator / tails.upper };
  };
  const root = solveInLog(h, { lo: LOG_SMALLEST, hi: LOG_LARGEST }, Math.log(initialGuess(p, a)));
  if (root !== undefined) return root;
  throw new Error(`Gamma quantile did not converge for p = ${p}, a = ${a}`);
}
