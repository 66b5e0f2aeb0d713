const LOG10_2 = Math.log10(2);
/** Decimal digits a double holds (C's DBL_DIG). */
const DOUBLE_DIGITS = 15;

/**
 * `round(x, digits)` as R (4.0.0 and later) computes it, so that a published figure has the digit
 * a researcher re-computing it in R gets: of the two decimals either side of x, the nearer one
 * as measured in doubles, and on a tie the one with an even last digit. A tie is judged on the
 * double, so round(0.15, 1) is 0.1 (the double is below 0.15) but round(6.25, 1) is 6.2.
 * A port of R's fround (src/nmath/fround.c) for digits ≥ 1.
 */
export function roundLikeR(x: number, digits: number): number {
  if (!Number.isFinite(x) || x === 0) return x;
  const sign = x < 0 ? -1 : 1;
  const magnitude = Math.abs(x);
  // Already exact to that many digits: R returns x unchanged (logb(x) = floor(log2(x))).
  if (LOG10_2 * (0.5 + Math.floor(Math.log2(magnitude))) + digits > DOUBLE_DIGITS) return x;
  const pow10 = 10 ** digits;
  const scaled = pow10 * magnitude;
  const lowerInteger = Math.floor(scaled);
  const down = lowerInteger / pow10;
  const up = Math.ceil(scaled) / pow10;
  const distanceUp = up - magnitude;
  const distanceDown = magnitude - down;
  const roundUp =
    distanceUp < distanceDown || (distanceUp === distanceDown && lowerInteger % 2 === 1);
  return sign * (roundUp ? up : down);
}

/** `round(100 * part / whole, 1)` in R; 0 when there is nothing to count. */
export function percentage(part: number, whole: number): number {
  return whole <= 0 ? 0 : roundLikeR((100 * part) / whole, 1);
}

/** A mean to one decimal as `round(mean(x), 1)` gives it; null without values. */
export function meanToOneDecimal(sum: number, n: number): number | null {
  return n === 0 ? null : roundLikeR(sum / n, 1);
}
