import { CATEGORIES, type Category } from '../instrument/categories';
import { PRCA24_SCORES, type Prca24Score } from '../statistics/subscales';
import { laplace, meanTotalBlur, releaseNoiseScales } from './noise';

/*
 * A class's change since the last wave as its release keeps it (issue 32): its students matched
 * with the wave before. Noised like the release's other figures and drawn once with it: the sums
 * of each context's scores before and after over the pairs take a context's Laplace noise (the
 * total is their sum, so the five scores agree), each reliable-change count a count's. One pair
 * moves a context's sum by at most 24 and one breakdown's cells by one each way, the same
 * sensitivities as one response in the release. The number of pairs stays exact, as a release's
 * responses do: the minimum group size applies to it.
 */

/** The outcomes of the reliable change index, in the order a release counts them. */
export const RELIABLE_CHANGE_OUTCOMES = ['improved', 'unchanged', 'worsened'] as const;
export type ReliableChangeOutcome = (typeof RELIABLE_CHANGE_OUTCOMES)[number];

export interface ReleaseChangeFigures {
  /** Students of the class matched with the wave before. */
  pairs: number;
  /** The sums of the four context scores over the pairs, in the wave before and in this one. */
  before: Record<Category, number>;
  after: Record<Category, number>;
  /**
   * Per score, the pairs improved, unchanged and worsened (RELIABLE_CHANGE_OUTCOMES' order);
   * null when the wave pair gives no standard error of measurement to count them with.
   */
  reliable: Record<Prca24Score, number[] | null>;
}

/**
 * The change figures of a release, noised: each context's sums kept within what the pairs can
 * score (6 to 30 each), each count rounded, never negative nor above the pairs. `uniform` draws
 * in (0, 1), seeded in tests as noisedFigures' are.
 */
export function noisedChangeFigures(
  exact: ReleaseChangeFigures,
  epsilon: number,
  uniform: () => number,
): ReleaseChangeFigures {
  const scales = releaseNoiseScales(epsilon);
  const n = exact.pairs;
  const sums = (of: Record<Category, number>) =>
    Object.fromEntries(
      CATEGORIES.map((category) => {
        const noised = of[category] + laplace(scales.context, uniform());
        return [category, Math.min(30 * n, Math.max(6 * n, noised))];
      }),
    ) as Record<Category, number>;
  const count = (value: number) =>
    Math.min(n, Math.max(0, Math.round(value + laplace(scales.count, uniform()))));
  return {
    pairs: n,
    before: sums(exact.before),
    after: sums(exact.after),
    reliable: Object.fromEntries(
      PRCA24_SCORES.map((score) => [score, exact.reliable[score]?.map(count) ?? null]),
    ) as Record<Prca24Score, number[] | null>,
  };
}

/**
 * How far the noise may move the change of the mean total (after − before, each a noised mean
 * total over the pairs) nine times in ten, for `classes` releases summed over `n` pairs: √2
 * times meanTotalBlur, the two means' noises being independent. What the report tells a
 * teacher a change must pass to mean something.
 */
export function meanChangeBlur(classes: number, n: number, epsilon: number): number {
  return Math.SQRT2 * meanTotalBlur(classes, n, epsilon);
}
