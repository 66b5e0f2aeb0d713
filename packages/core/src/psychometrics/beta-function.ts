import { solveInLog } from './log-newton';
import { LN_SQRT_2PI, log1pMinusX, logBeta, stirlingRemainder } from './special-functions';

/*
 * The regularized incomplete beta function and its inverse, the ground under the F distribution
 * of the Feldt interval. Written for accuracy over the whole range the server can meet: from a
 * group of two respondents (df 1) to a million respondents on 24 items (df about 2.3e7).
 */

/**
 * A point of the unit interval held as both x and 1 − x, each to full relative precision:
 * quantiles near 1 would otherwise lose their distance from 1, which the F quantile needs.
 */
export interface UnitPair {
  x: number;
  y: number;
}

const TINY = 1e-300;
const CF_EPSILON = 1e-15;

/**
 * log of x^a (1 − x)^b / B(a, b), the prefactor of the continued fraction. For large a and b it
 * is written around the mean x₀ = a/(a + b), x = x₀(1 + u), 1 − x = (1 − x₀)(1 + v), as a·(log(1 + u) − u) + b·(log(1 + v) − v) plus
 * Stirling terms, because the plain a·log x + b·log(1 − x) − log B(a, b) subtracts numbers of
 * size a + b and would leave an error of (a + b)·1e-16: 1e-8 at a hundred million.
 */
function logPrefactor({ x, y }: UnitPair, a: number, b: number): number {
  if (Math.min(a, b) >= 10) {
    const s = a + b;
    const u = (s * x - a) / a;
    const v = (s * y - b) / b;
    return (
      a * log1pMinusX(u) +
      b * log1pMinusX(v) +
      0.5 * Math.log((a / s) * b) -
      LN_SQRT_2PI -
      stirlingRemainder(a) -
      stirlingRemainder(b) +
      stirlingRemainder(s)
    );
  }
  const logX = x < 0.5 ? Math.log(x) : Math.log1p(-y);
  const logY = y < 0.5 ? Math.log(y) : Math.log1p(-x);
  return a * logX + b * logY - logBeta(a, b);
}

/**
 * The continued fraction for I_x(a, b) (Numerical Recipes, betacf, with modified Lentz); it
 * converges quickly for x < (a + 1)/(a + b + 2), in O(√max(a, b)) terms for large a and b.
 */
function continuedFraction(x: number, a: number, b: number): number {
  const maxIterations = 1000 + Math.ceil(50 * Math.sqrt(Math.max(a, b)));
  const qab = a + b;
  const qap = a + 1;
  const qam = a - 1;
  let c = 1;
  let d = 1 - (qab * x) / qap;
  if (Math.abs(d) < TINY) d = TINY;
  d = 1 / d;
  let h = d;
  for (let m = 1; m <= maxIterations; m++) {
    const m2 = 2 * m;
    let aa = (m * (b - m) * x) / ((qam + m2) * (a + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < TINY) d = TINY;
    c = 1 + aa / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    h *= d * c;
    aa = (-(a + m) * (qab + m) * x) / ((a + m2) * (qap + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < TINY) d = TINY;
    c = 1 + aa / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < CF_EPSILON) return h;
  }
  throw new Error(`Incomplete beta did not converge for x = ${x}, a = ${a}, b = ${b}`);
}

/** Both tails of the beta distribution at a point, each accurate relative to itself. */
export interface Tails {
  lower: number;
  upper: number;
}

function assertShapes(a: number, b: number): void {
  if (!(a > 0 && b > 0) || !Number.isFinite(a) || !Number.isFinite(b)) {
    throw new RangeError(`Beta shapes must be finite and > 0, got ${a}, ${b}`);
  }
}

/**
 * I_x(a, b) and 1 − I_x(a, b) at the point (x, 1 − x): below the switch point (a + 1)/(a + b + 2)
 * the fraction gives the lower tail, above it the fraction of the mirrored problem gives the
 * upper tail, so the smaller tail is never found as 1 minus the larger. Accuracy is about 1e-13
 * relative, down to about 1e-10 when one shape is below 1 and the other above 1e5 (the fraction
 * then cancels near the bulk); the Feldt interval never meets that corner (df2 ≥ df1).
 */
export function incompleteBetaTails(point: UnitPair, a: number, b: number): Tails {
  assertShapes(a, b);
  const { x, y } = point;
  if (!(x >= 0 && y >= 0) || Math.abs(x + y - 1) > 1e-12) {
    throw new RangeError(`Not a point of [0, 1] with its complement: ${x}, ${y}`);
  }
  if (x === 0) return { lower: 0, upper: 1 };
  if (y === 0) return { lower: 1, upper: 0 };
  const front = Math.exp(logPrefactor(point, a, b));
  if (x < (a + 1) / (a + b + 2)) {
    const lower = Math.min(1, (front * continuedFraction(x, a, b)) / a);
    return { lower, upper: 1 - lower };
  }
  const upper = Math.min(1, (front * continuedFraction(y, b, a)) / b);
  return { lower: 1 - upper, upper };
}

/** The regularized incomplete beta function I_x(a, b), the beta distribution function. */
export function regularizedIncompleteBeta(x: number, a: number, b: number): number {
  if (!(x >= 0 && x <= 1)) throw new RangeError(`x must be in [0, 1], got ${x}`);
  return incompleteBetaTails({ x, y: 1 - x }, a, b).lower;
}

/** Numerical Recipes' starting value for the beta quantile (invbetai), a few per cent off. */
function initialGuess(p: number, a: number, b: number): number {
  if (a >= 1 && b >= 1) {
    const pp = p < 0.5 ? p : 1 - p;
    const t = Math.sqrt(-2 * Math.log(pp));
    let z = (2.30753 + t * 0.27061) / (1 + t * (0.99229 + t * 0.04481)) - t;
    if (p < 0.5) z = -z;
    const al = (z * z - 3) / 6;
    const h = 2 / (1 / (2 * a - 1) + 1 / (2 * b - 1));
    const w =
      (z * Math.sqrt(al + h)) / h -
      (1 / (2 * b - 1) - 1 / (2 * a - 1)) * (al + 5 / 6 - 2 / (3 * h));
    return a / (a + b * Math.exp(2 * w));
  }
  const t = Math.exp(a * Math.log(a / (a + b))) / a;
  const u = Math.exp(b * Math.log(b / (a + b))) / b;
  const w = t + u;
  return p < t / w ? Math.pow(a * w * p, 1 / a) : 1 - Math.pow(b * w * (1 - p), 1 / b);
}

const LOG_SMALLEST = Math.log(Number.MIN_VALUE);
const LOG_HALF = Math.log(0.5);

/**
 * The root t in (0, ½] of I_t(a, b) = p (q = 1 − p), known to lie there. Newton's method on
 * u = log t, where the tail is nearly linear, kept inside a bracket and falling back to
 * bisection; the tail nearer to 0 is matched so that neither p nor q loses digits.
 */
function lowerHalfQuantile(p: number, q: number, a: number, b: number): number {
  const useLower = p <= 0.5;
  const target = Math.log(useLower ? p : q);
  // h(u) increases with u: log of the lower tail, or minus log of the upper tail.
  const h = (u: number): { value: number; slope: number } => {
    const t = Math.exp(u);
    const point = { x: t, y: 1 - t };
    const tails = incompleteBetaTails(point, a, b);
    const density = Math.exp(logPrefactor(point, a, b)) / (t * (1 - t));
    if (useLower)
      return { value: Math.log(tails.lower) - target, slope: (t * density) / tails.lower };
    return { value: target - Math.log(tails.upper), slope: (t * density) / tails.upper };
  };
  const guess = initialGuess(p, a, b);
  const start = guess > 0 && guess < 0.5 ? Math.log(guess) : (LOG_SMALLEST + LOG_HALF) / 2;
  const root = solveInLog(h, { lo: LOG_SMALLEST, hi: LOG_HALF }, start);
  if (root !== undefined) return root;
  throw new Error(`Beta quantile did not converge for p = ${p}, a = ${a}, b = ${b}`);
}

/**
 * The beta quantile: the point (x, 1 − x) with I_x(a, b) = p, both coordinates to full
 * precision. Give q = 1 − p when it is known more precisely than 1 − p computes.
 */
export function betaQuantile(p: number, a: number, b: number, q = 1 - p): UnitPair {
  assertShapes(a, b);
  if (!(p >= 0 && p <= 1)) throw new RangeError(`p must be in [0, 1], got ${p}`);
  if (p === 0) return { x: 0, y: 1 };
  if (p === 1) return { x: 1, y: 0 };
  const half = incompleteBetaTails({ x: 0.5, y: 0.5 }, a, b);
  if (p <= half.lower) {
    const x = lowerHalfQuantile(p, q, a, b);
    return { x, y: 1 - x };
  }
  // Above ½ the root is found as its distance from 1: 1 − X follows Beta(b, a).
  const y = lowerHalfQuantile(q, p, b, a);
  return { x: 1 - y, y };
}
