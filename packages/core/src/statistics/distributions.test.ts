import { describe, expect, it } from 'vitest';
import {
  chiSquareUpperTail,
  fUpperTail,
  normalQuantile,
  tCdf,
  tQuantile,
  tTwoSidedP,
} from './distributions';
import reference from './fixtures/distributions.json';

const PT = reference.pt as [number, number, number][];
const QT = reference.qt as [number, number, number][];
const PCHISQ = reference.pchisqUpper as [number, number, number][];
const PF = reference.pfUpper as [number, number, number, number][];
const QNORM = reference.qnorm as [number, number][];

function relativeError(actual: number, expected: number): number {
  return expected === 0 ? Math.abs(actual) : Math.abs(actual - expected) / Math.abs(expected);
}

describe('Student t', () => {
  it.each(PT)('P(T ≤ %d; df %d) matches R’s pt to 1e-9 relative', (t, df, pt) => {
    expect(relativeError(tCdf(t, df), pt)).toBeLessThan(1e-9);
  });

  it.each(QT)('the %d quantile at df %d matches R’s qt to 1e-9 relative', (p, df, qt) => {
    expect(relativeError(tQuantile(p, df), qt)).toBeLessThan(1e-9);
  });

  it('gives the two-sided p-value t.test reports, 2·pt(−|t|, df)', () => {
    for (const [t, df, pt] of PT.filter(([t]) => t < 0)) {
      expect(relativeError(tTwoSidedP(t, df), 2 * pt)).toBeLessThan(1e-9);
      expect(relativeError(tTwoSidedP(-t, df), 2 * pt)).toBeLessThan(1e-9);
    }
    expect(tTwoSidedP(0, 7)).toBe(1);
    expect(tTwoSidedP(Infinity, 7)).toBe(0);
  });

  it('meets the closed form of one degree of freedom, the Cauchy distribution', () => {
    for (const t of [-30, -1, 0.25, 4]) {
      expect(tCdf(t, 1)).toBeCloseTo(0.5 + Math.atan(t) / Math.PI, 14);
    }
    expect(tQuantile(0.975, 1)).toBeCloseTo(Math.tan(Math.PI * 0.475), 10);
  });

  it('refuses what is not a distribution', () => {
    expect(() => tCdf(1, 0)).toThrow(RangeError);
    expect(() => tCdf(NaN, 3)).toThrow(RangeError);
    expect(() => tQuantile(1.5, 3)).toThrow(RangeError);
  });
});

describe('chi-square, F and normal', () => {
  it.each(PCHISQ)('P(χ² > %d; df %d) matches R to 1e-9 relative', (x, df, upper) => {
    expect(relativeError(chiSquareUpperTail(x, df), upper)).toBeLessThan(1e-9);
  });

  it.each(PF)('P(F > %d; %d, %d) matches R to 1e-9 relative', (f, df1, df2, upper) => {
    expect(relativeError(fUpperTail(f, df1, df2), upper)).toBeLessThan(1e-9);
  });

  it.each(QNORM)('qnorm(%d) matches R to 1e-12 relative', (p, z) => {
    expect(relativeError(normalQuantile(p), z)).toBeLessThan(1e-12);
  });

  it('has the ends of each distribution', () => {
    expect(chiSquareUpperTail(0, 3)).toBe(1);
    expect(fUpperTail(0, 2, 5)).toBe(1);
    expect(fUpperTail(Infinity, 2, 5)).toBe(0);
    expect(normalQuantile(0.5)).toBe(0);
  });
});
