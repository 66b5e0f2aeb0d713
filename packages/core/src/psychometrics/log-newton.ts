/** An increasing function of u = log x with its derivative there. */
export type LogStep = (u: number) => { value: number; slope: number };

/**
 * The x = exp(u) where the increasing h(u) is 0, u inside (lo, hi): Newton's method, kept
 * inside a shrinking bracket and falling back to bisection when a step would leave it. Tail
 * probabilities are nearly linear in log x, so the beta and gamma quantiles both solve this
 * way. Undefined when 300 steps did not converge, for the caller to name in its error.
 */
export function solveInLog(h: LogStep, bracket: { lo: number; hi: number }, start: number) {
  let { lo, hi } = bracket;
  let u = start;
  for (let iteration = 0; iteration < 300; iteration++) {
    const { value, slope } = h(u);
    if (value === 0) return Math.exp(u);
    if (value < 0) lo = u;
    else hi = u;
    let next = u - value / slope;
    if (!(next > lo && next < hi)) next = (lo + hi) / 2;
    if (Math.abs(next - u) <= 1e-15 * Math.max(1, Math.abs(u)) || hi - lo <= 4e-16 * Math.abs(u)) {
      return Math.exp(next);
    }
    u = next;
  }
  return undefined;
}
