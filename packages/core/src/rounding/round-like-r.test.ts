import { describe, expect, it } from 'vitest';
import { meanToOneDecimal, percentage, roundLikeR } from './round-like-r';

// Each expectation is what R 4.2.2 printed for round(100 * part / whole, 1) and
// round(sum / n, 1); the ties are the interesting ones.
const R_PERCENTAGES: [part: number, whole: number, r: number][] = [
  [1, 16, 6.2], // 6.25: a tie on the double, to even
  [3, 16, 18.8], // 18.75: a tie, to even
  [3, 2000, 0.1], // the double 0.15 lies below 0.15
  [5, 2000, 0.2],
  [7, 2000, 0.3],
  [41, 2000, 2.0],
  [123, 2000, 6.2], // the double 6.15 lies above 6.15
  [1, 40, 2.5],
  [7, 40, 17.5],
  [1, 3, 33.3],
  [2, 3, 66.7],
  [1, 8, 12.5],
  [1, 80, 1.2],
  [3, 80, 3.8],
  [9, 400, 2.2],
  [1, 7, 14.3],
];

const R_MEANS: [sum: number, n: number, r: number][] = [
  [289, 4, 72.2],
  [145, 2, 72.5],
  [1445, 20, 72.2],
  [7225, 100, 72.2],
  [1001, 20, 50.0],
  [217, 3, 72.3],
];

describe('rounding as R rounds', () => {
  it.each(R_PERCENTAGES)('%i of %i is %d %%', (part, whole, r) => {
    expect(percentage(part, whole)).toBe(r);
  });

  it.each(R_MEANS)('a mean of %i over %i is %d', (sum, n, r) => {
    expect(meanToOneDecimal(sum, n)).toBe(r);
  });

  it('has no percentage of nothing and no mean of nothing', () => {
    expect(percentage(0, 0)).toBe(0);
    expect(meanToOneDecimal(0, 0)).toBeNull();
  });

  it('keeps the sign, zero and numbers already short enough', () => {
    expect(roundLikeR(-6.25, 1)).toBe(-6.2);
    expect(roundLikeR(-2.66, 1)).toBe(-2.7);
    expect(roundLikeR(0, 1)).toBe(0);
    expect(roundLikeR(1e300, 1)).toBe(1e300);
    expect(roundLikeR(0.1234567, 3)).toBe(0.123);
  });
});
