/* Logarithms of the gamma and beta functions, accurate for the large arguments of big samples. */

export const LN_SQRT_2PI = 0.5 * Math.log(2 * Math.PI);

/**
 * lgamma(x) − Stirling's approximation, (x − ½)·log x − x + log √(2π), for x ≥ 10: the
 * remainder of Stirling's series, 1/(12x) − 1/(360x³) + …, to below 1e-17.
 */
export function stirlingRemainder(x: number): number {
  const x2 = 1 / (x * x);
  return (
    (1 / 12 -
      x2 *
        (1 / 360 -
          x2 * (1 / 1260 - x2 * (1 / 1680 - x2 * (1 / 1188 - x2 * (691 / 360360 - x2 / 156)))))) /
    x
  );
}

/** log Γ(x) for x > 0, to about 1e-15 absolute (shifted up to x ≥ 10, then Stirling). */
export function logGamma(x: number): number {
  if (!(x > 0) || !Number.isFinite(x)) {
    throw new RangeError(`logGamma needs a finite x > 0, got ${x}`);
  }
  let shift = 1;
  let y = x;
  while (y < 10) {
    shift *= y;
    y += 1;
  }
  return (y - 0.5) * Math.log(y) - y + LN_SQRT_2PI + stirlingRemainder(y) - Math.log(shift);
}

/**
 * log B(a, b), arranged as R's lbeta so that large arguments do not cancel: with q = max(a, b)
 * ≥ 10 the Stirling terms of Γ(q) and Γ(p + q) are combined analytically, not subtracted.
 */
export function logBeta(a: number, b: number): number {
  const p = Math.min(a, b);
  const q = Math.max(a, b);
  if (!(p > 0) || !Number.isFinite(q)) {
    throw new RangeError(`logBeta needs finite a, b > 0, got ${a}, ${b}`);
  }
  if (p >= 10) {
    const correction = stirlingRemainder(p) + stirlingRemainder(q) - stirlingRemainder(p + q);
    return (
      -0.5 * Math.log(q) +
      LN_SQRT_2PI +
      correction +
      (p - 0.5) * Math.log(p / (p + q)) +
      q * Math.log1p(-p / (p + q))
    );
  }
  if (q >= 10) {
    const correction = stirlingRemainder(q) - stirlingRemainder(p + q);
    return (
      logGamma(p) + correction + p - p * Math.log(p + q) + (q - 0.5) * Math.log1p(-p / (p + q))
    );
  }
  return logGamma(p) + logGamma(q) - logGamma(p + q);
}

/** log(1 + u) − u without the cancellation of the two terms when u is small. */
export function log1pMinusX(u: number): number {
  if (Math.abs(u) >= 0.25) return Math.log1p(u) - u;
  // log(1 + u) = 2·atanh(v) with v = u/(2 + u), and 2v − u = −u²/(2 + u) exactly.
  const v = u / (2 + u);
  const v2 = v * v;
  let term = v;
  let series = 0;
  for (let k = 3; k < 200; k += 2) {
    term *= v2;
    const next = series + term / k;
    if (next === series) break;
    series = next;
  }
  return (-u * u) / (2 + u) + 2 * series;
}
