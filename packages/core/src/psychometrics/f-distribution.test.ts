import { describe, expect, it } from 'vitest';
import { logBeta, logGamma } from './special-functions';
import { betaQuantile, regularizedIncompleteBeta } from './beta-function';
import { R_QF_LARGE_DF, chiSquareQuantile, fCdf, fQuantile, fQuantileAsR } from './f-distribution';
import reference from './fixtures/f-distribution.json';

/** Rows [p, df1, df2, R's qf, the quantile from two qbeta calls (no 1/x − 1 cancellation)]. */
const QF = reference.qf as [number, number, number, number, number][];
/** Rows [f, df1, df2, R's pf]. */
const PF = reference.pf as [number, number, number, number][];
/** Rows [p, df, R's qchisq]. */
const QCHISQ = reference.qchisq as [number, number, number][];

function relativeError(actual: number, expected: number): number {
  return expected === 0 ? Math.abs(actual) : Math.abs(actual - expected) / Math.abs(expected);
}

function usesChiSquare(df1: number, df2: number): boolean {
  return (df1 <= df2 && df2 > R_QF_LARGE_DF) || df1 > R_QF_LARGE_DF;
}

describe('fQuantile', () => {
  it.each(QF)('F(%d; %d, %d) matches R to 1e-10 relative', (p, df1, df2, _qf, accurate) => {
    expect(relativeError(fQuantile(p, df1, df2), accurate)).toBeLessThan(1e-10);
  });

  it.each([1e-6, 0.025, 0.3, 0.5, 0.975, 1 - 1e-6])('meets closed forms at p = %d', (p) => {
    // F(1,1) is tan²(πp/2) = 1/tan²(πq/2); F(2,2) is p/q; P(F(1,2) ≤ f) = √(f/(f + 2)).
    const q = 1 - p;
    const f11 = p < 0.5 ? Math.tan((Math.PI * p) / 2) ** 2 : 1 / Math.tan((Math.PI * q) / 2) ** 2;
    expect(relativeError(fQuantile(p, 1, 1), f11)).toBeLessThan(1e-12);
    expect(relativeError(fQuantile(p, 2, 2), p / q)).toBeLessThan(1e-12);
    expect(relativeError(fQuantile(p, 1, 2), (2 * p * p) / (q * (1 + p)))).toBeLessThan(1e-12);
  });

  it('inverts fCdf', () => {
    for (const [df1, df2] of [
      [1, 1],
      [4, 69],
      [299, 6877],
      [1e6, 2.3e7],
    ] as const) {
      for (const p of [1e-9, 0.025, 0.5, 0.975, 1 - 1e-9]) {
        expect(relativeError(fCdf(fQuantile(p, df1, df2), df1, df2), p)).toBeLessThan(1e-9);
      }
    }
  });

  it('takes the ends and refuses what is not a distribution', () => {
    expect(fQuantile(0, 3, 4)).toBe(0);
    expect(fQuantile(1, 3, 4)).toBe(Infinity);
    expect(() => fQuantile(-0.1, 3, 4)).toThrow(RangeError);
    expect(() => fQuantile(NaN, 3, 4)).toThrow(RangeError);
    expect(() => fQuantile(0.5, 0, 4)).toThrow(RangeError);
    expect(() => fQuantile(0.5, 3, Infinity)).toThrow(RangeError);
  });
});

describe("fQuantileAsR, R's qf as psych's Feldt interval calls it", () => {
  it.each(QF.filter(([, df1, df2]) => usesChiSquare(df1, df2)))(
    "takes R's chi-square substitute at large df: p = %d, df = (%d, %d)",
    (p, df1, df2, qf) => {
      expect(relativeError(fQuantileAsR(p, df1, df2), qf)).toBeLessThan(1e-10);
    },
  );

  it.each(QF.filter(([, df1, df2]) => !usesChiSquare(df1, df2)))(
    'is fQuantile below them: p = %d, df = (%d, %d)',
    (p, df1, df2, qf, accurate) => {
      expect(fQuantileAsR(p, df1, df2)).toBe(fQuantile(p, df1, df2));
      // R's own qf is as good wherever its 1/x − 1 does not cancel, which covers Feldt's
      // probabilities at integer degrees of freedom.
      const feldtCase =
        (p === 0.025 || p === 0.975) && Number.isInteger(df1) && Number.isInteger(df2);
      if (feldtCase || relativeError(qf, accurate) < 1e-12) {
        expect(relativeError(fQuantileAsR(p, df1, df2), qf)).toBeLessThan(1e-10);
      }
    },
  );
});

describe('fCdf', () => {
  it.each(PF)('P(F ≤ %d; %d, %d) matches R to 1e-10 relative', (f, df1, df2, pf) => {
    expect(relativeError(fCdf(f, df1, df2), pf)).toBeLessThan(1e-10);
  });

  it('is 0 below zero and 1 at infinity', () => {
    expect(fCdf(-1, 2, 3)).toBe(0);
    expect(fCdf(Infinity, 2, 3)).toBe(1);
  });
});

describe('chiSquareQuantile', () => {
  it.each(QCHISQ)('χ²(%d; %d) matches R to 1e-12 relative', (p, df, qchisq) => {
    expect(relativeError(chiSquareQuantile(p, df), qchisq)).toBeLessThan(1e-12);
  });

  it('meets the closed form of two degrees of freedom, −2·log(1 − p)', () => {
    for (const p of [1e-12, 0.025, 0.5, 0.975, 1 - 1e-12]) {
      expect(relativeError(chiSquareQuantile(p, 2), -2 * Math.log1p(-p))).toBeLessThan(1e-12);
    }
  });
});

describe('the special functions underneath', () => {
  it('logGamma and logBeta meet known values', () => {
    expect(logGamma(1)).toBeCloseTo(0, 14);
    expect(logGamma(0.5)).toBeCloseTo(0.5 * Math.log(Math.PI), 14);
    expect(logGamma(10)).toBeCloseTo(Math.log(362880), 13);
    expect(relativeError(logGamma(1e6), 12815504.569147613)).toBeLessThan(1e-15);
    expect(logBeta(3, 4)).toBeCloseTo(Math.log(1 / 60), 14);
    expect(logBeta(0.5, 0.5)).toBeCloseTo(Math.log(Math.PI), 14);
    expect(() => logGamma(0)).toThrow(RangeError);
  });

  it('the incomplete beta meets closed forms', () => {
    for (const x of [1e-8, 0.1, 0.5, 0.9, 1 - 1e-8]) {
      expect(regularizedIncompleteBeta(x, 1, 1)).toBeCloseTo(x, 14);
      expect(relativeError(regularizedIncompleteBeta(x, 3, 1), x ** 3)).toBeLessThan(1e-13);
      const upperPower = -Math.expm1(3 * Math.log1p(-x));
      expect(relativeError(regularizedIncompleteBeta(x, 1, 3), upperPower)).toBeLessThan(1e-13);
    }
    expect(regularizedIncompleteBeta(0.5, 7.5, 7.5)).toBeCloseTo(0.5, 14);
    // Shapes of fifty million: the fraction runs thousands of terms, each rounding.
    expect(regularizedIncompleteBeta(0.5, 5e7, 5e7)).toBeCloseTo(0.5, 11);
  });

  it('the beta quantile keeps both x and 1 − x exact near 1', () => {
    const { x, y } = betaQuantile(0.5, 1e6, 1);
    expect(relativeError(y, -Math.expm1(Math.log(0.5) * 1e-6))).toBeLessThan(1e-12);
    expect(x + y).toBeCloseTo(1, 15);
  });
});
