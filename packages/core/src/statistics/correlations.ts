import { momentsFromSums } from '../psychometrics/item-sums';
import type { ItemSums } from '../psychometrics/item-sums';

/*
 * Pearson correlations from the aggregated item sums (n, Σxᵢ, Σxᵢxⱼ), exactly as R's cor gives
 * them on the answers: null (R: NA) beside an item without variance or with fewer than two
 * responses, and 1 on the diagonal whenever there are two responses (R's cor sets it so even
 * for a constant item).
 */

export type CorrelationMatrix = (number | null)[][];

function correlationsFromCovariances(
  c: readonly (readonly number[])[],
  n: number,
): CorrelationMatrix {
  return c.map((row, i) =>
    row.map((value, j) => {
      if (n < 2) return null;
      if (i === j) return 1;
      const product = (c[i]?.[i] as number) * (c[j]?.[j] as number);
      return product > 0 ? value / Math.sqrt(product) : null;
    }),
  );
}

/** The inter-item correlation matrix. */
export function itemCorrelations(sums: ItemSums): CorrelationMatrix {
  const { n, comoments } = momentsFromSums(sums);
  return correlationsFromCovariances(comoments, n);
}

/**
 * Correlations between scale scores, each the sum of its items (0-based indices): the
 * covariance of two sums is the sum of their items' covariances, so no row is needed.
 */
export function scaleCorrelations(
  sums: ItemSums,
  scales: readonly (readonly number[])[],
): CorrelationMatrix {
  const { n, comoments } = momentsFromSums(sums);
  const covariance = (a: readonly number[], b: readonly number[]): number =>
    a.reduce(
      (total, i) => total + b.reduce((inner, j) => inner + (comoments[i]?.[j] as number), 0),
      0,
    );
  const c = scales.map((a) => scales.map((b) => covariance(a, b)));
  return correlationsFromCovariances(c, n);
}
