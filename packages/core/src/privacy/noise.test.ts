import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../instrument/categories';
import {
  REPORT_PRIVACY_EPSILON,
  REPORT_RELEASES_PER_WAVE,
  laplace,
  noisedFigures,
  totalSum,
  type ReleaseFigures,
} from './noise';
import { seeded } from './seeded.test-support';

const EPSILON = REPORT_PRIVACY_EPSILON.default;
const TRIALS = 20_000;

/** A class of `n` students whose four contexts each sum to `perContext` × n. */
function classOf(n: number, perContext: number): ReleaseFigures {
  return {
    n,
    levels: [0, n, 0],
    impact: [n, 0, 0, 0, 0],
    causes: [0],
    contextSums: Object.fromEntries(CATEGORIES.map((c) => [c, perContext * n])) as Record<
      (typeof CATEGORIES)[number],
      number
    >,
  };
}

describe('the noise of a release (issue 28)', () => {
  it('draws Laplace noise of the asked scale', () => {
    const uniform = seeded(1);
    const draws = Array.from({ length: TRIALS }, () => laplace(3, uniform()));
    const meanAbsolute = draws.reduce((sum, x) => sum + Math.abs(x), 0) / TRIALS;
    expect(meanAbsolute).toBeCloseTo(3, 0); // E|X| = scale
  });

  it('keeps the total the sum of the noised contexts, and counts whole, never negative', () => {
    const noised = noisedFigures(classOf(5, 15), EPSILON, seeded(2));
    const contexts = CATEGORIES.map((c) => noised.contextSums[c]);
    expect(totalSum(noised.contextSums)).toBeCloseTo(
      contexts.reduce((a, b) => a + b, 0),
      9,
    );
    for (const count of [...noised.levels, ...noised.impact]) {
      expect(Number.isInteger(count)).toBe(true);
      expect(count).toBeGreaterThanOrEqual(0);
      expect(count).toBeLessThanOrEqual(5);
    }
  });

  /*
   * The probe's padding attack: one real student and four planted responses whose answers the
   * attacker knows. From a release the attacker reads the class's total mean and subtracts the
   * planted totals. Goals: within 5 points of the truth at most one time in ten from one release,
   * at most one time in four by averaging all the releases of a wave (the releases the setting
   * allows and the one when the class closes).
   */
  it('recovers a padded student’s total within 5 points rarely, from one release or all', () => {
    const uniform = seeded(3);
    const releases = REPORT_RELEASES_PER_WAVE.default + 1;
    let once = 0;
    let averaged = 0;
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const realPerContext = 6 + Math.floor(uniform() * 25);
      const plantedPerContext = 15;
      const exact = classOf(5, plantedPerContext);
      for (const c of CATEGORIES) exact.contextSums[c] += realPerContext - plantedPerContext;
      const truth = 4 * realPerContext;
      const planted = 4 * 4 * plantedPerContext;
      const estimates = Array.from(
        { length: releases },
        () => totalSum(noisedFigures(exact, EPSILON, uniform).contextSums) - planted,
      );
      if (Math.abs(estimates[0]! - truth) <= 5) once += 1;
      const mean = estimates.reduce((a, b) => a + b, 0) / releases;
      if (Math.abs(mean - truth) <= 5) averaged += 1;
    }
    // Measured with the default ε of 2: 8.9 % from one release, 19.4 % from five.
    expect(once / TRIALS).toBeLessThanOrEqual(0.1);
    expect(averaged / TRIALS).toBeLessThanOrEqual(0.25);
  });

  it('keeps a class of 30’s total mean within ±4 points nine times in ten', () => {
    const uniform = seeded(4);
    let within = 0;
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const exact = classOf(30, 16);
      const mean = totalSum(noisedFigures(exact, EPSILON, uniform).contextSums) / 30;
      if (Math.abs(mean - 64) <= 4) within += 1;
    }
    // Measured with the default ε of 2: 97.2 %.
    expect(within / TRIALS).toBeGreaterThanOrEqual(0.9);
  });
});
