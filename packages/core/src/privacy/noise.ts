import { CATEGORIES, type Category } from '../instrument/categories';

/*
 * Noise where someone may control part of the data (issue 28). Anyone with a class code can
 * submit, and no server tells a planted response from a real one: four planted responses beside
 * one real one would give the real student's total from an exact class mean. So every figure
 * about answers that a scoped account reads carries Laplace noise, drawn once per class per
 * release (the release keeps the noised figures, so reading again gives the same).
 */

/** Answers a context's score can move by when one response changes (6 to 30). */
const CONTEXT_RANGE = 24;

/** The privacy parameter ε of a release's scores: a setting, 1 (most blur) to 10. */
export const REPORT_PRIVACY_EPSILON = { min: 1, max: 10, default: 2 } as const;

/** Releases a class may have in its wave before its figures wait for the class to close. */
export const REPORT_RELEASES_PER_WAVE = { min: 1, max: 20, default: 4 } as const;

/**
 * The noise scales of one release for privacy parameter `epsilon`. Each context's sum gets
 * Laplace noise of scale 36/ε and the total is the sum of the noised contexts, so that the four
 * contexts and the total agree. The total's noise is then a sum of four Laplace draws whose
 * density at zero, 5/32 · ε/36 ≈ ε/230, is below that of one Laplace draw of scale 96/ε (ε/192):
 * at least ε on the total, whose sensitivity is 96, with a margin for the clamping at the ends of
 * the scale. That density decides how often an attacker who knows every other response lands
 * within a few points of one student's total (noise.test.ts measures it). Each count (report
 * bands, impact answers, named causes) gets Laplace noise of scale 2/ε: one response moves two
 * cells of a breakdown by one.
 */
export function releaseNoiseScales(epsilon: number) {
  return { context: (CONTEXT_RANGE * 1.5) / epsilon, count: 2 / epsilon };
}

/** A Laplace draw of `scale` from a uniform draw in (0, 1), by the inverse distribution function. */
export function laplace(scale: number, uniform: number): number {
  const u = Math.min(Math.max(uniform, Number.EPSILON), 1 - Number.EPSILON) - 0.5;
  return -scale * Math.sign(u) * Math.log(1 - 2 * Math.abs(u));
}

/** A class's figures as a release keeps them: counts in the report's orders, score sums. */
export interface ReleaseFigures {
  n: number;
  levels: number[];
  impact: number[];
  causes: number[];
  /** The sums of the four context scores over the class's counted responses. */
  contextSums: Record<Category, number>;
}

/**
 * The figures of a release, noised: each context's sum (kept within what n responses can
 * score), each count (rounded, never negative nor above n). `uniform` draws in (0, 1): random in
 * the product, seeded in tests so that they pass or fail the same way every run.
 */
export function noisedFigures(
  exact: ReleaseFigures,
  epsilon: number,
  uniform: () => number,
): ReleaseFigures {
  const scales = releaseNoiseScales(epsilon);
  const count = (value: number) =>
    Math.min(exact.n, Math.max(0, Math.round(value + laplace(scales.count, uniform()))));
  const contextSums = Object.fromEntries(
    CATEGORIES.map((category) => {
      const noised = exact.contextSums[category] + laplace(scales.context, uniform());
      return [category, Math.min(30 * exact.n, Math.max(6 * exact.n, noised))];
    }),
  ) as Record<Category, number>;
  return {
    n: exact.n,
    levels: exact.levels.map(count),
    impact: exact.impact.map(count),
    causes: exact.causes.map(count),
    contextSums,
  };
}

/** The total's sum of a release: the sum of its contexts', so that the five always agree. */
export function totalSum(contextSums: Record<Category, number>): number {
  return CATEGORIES.reduce((sum, category) => sum + contextSums[category], 0);
}

/**
 * How far a noised mean total may be from the exact one, nine times in ten: the half-width of
 * the 90 % interval of its noise (a sum of four Laplace draws per class, normal enough to use
 * 1.645 standard deviations), for `classes` releases summed over `n` responses. What a report
 * tells a teacher a difference must pass to mean something.
 */
export function meanTotalBlur(classes: number, n: number, epsilon: number): number {
  if (n === 0) return 0;
  const { context } = releaseNoiseScales(epsilon);
  return (1.645 * Math.sqrt(classes * 4 * 2 * context * context)) / n;
}
