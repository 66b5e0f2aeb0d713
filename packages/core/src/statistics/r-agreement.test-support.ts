import { expect } from 'vitest';

/** DESIGN.md: every statistic agrees with R to 1e-6 (omega to 1e-4, see omega.test.ts). */
export const R_TOLERANCE = 1e-6;

/**
 * The figure R gave, to `tolerance` (relative above 1 in size); where R gave NA, NaN, Inf or an
 * error (null in the fixtures) the figure must be null too.
 */
export function expectAgreesWithR(
  actual: number | null | undefined,
  expected: number | null,
  what: string,
  tolerance = R_TOLERANCE,
): void {
  if (expected === null) {
    expect(actual, `${what}: R has no value`).toBeNull();
    return;
  }
  expect(actual, what).toBeTypeOf('number');
  const error = Math.abs((actual as number) - expected);
  expect(error, `${what}: ${actual} vs R's ${expected}`).toBeLessThanOrEqual(
    tolerance * Math.max(1, Math.abs(expected)),
  );
}

/** A p-value: also to 1e-6 relative, so that p = 1e-9 is not passed by p = 1e-7. */
export function expectPValueAgreesWithR(
  actual: number | null | undefined,
  expected: number | null,
  what: string,
): void {
  expectAgreesWithR(actual, expected, what);
  if (expected !== null && expected > 0) {
    expect(Math.abs((actual as number) - expected) / expected, what).toBeLessThan(R_TOLERANCE);
  }
}

/** One group's figures as R's comparison fixtures give them (fixtures/make-fixtures.R). */
export interface RGroup {
  group: string;
  n: number;
  mean: number | null;
  sd: number | null;
  ciLower: number | null;
  ciUpper: number | null;
  median: number | null;
}
