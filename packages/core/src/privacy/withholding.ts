/*
 * Small groups are protected (issue 19). For an account limited to schools or classes, a figure
 * computed on fewer respondents than the minimum group size is withheld: null, with
 * `withheld: true` beside it. The rule lives here once; every reply such an account can read
 * applies it.
 */

/** Whether a figure computed on `respondents` people is withheld (minimum null: never). */
export function isWithheld(respondents: number, minimum: number | null): boolean {
  return minimum !== null && respondents < minimum;
}

/**
 * Which cells of a breakdown are withheld. `counts` partition a group whose size is shown (the
 * levels of a class, its impact answers), so one withheld cell alone would be its total minus
 * the cells shown. Primary: every cell under the minimum. Secondary: when exactly one cell is
 * withheld, the next smallest is withheld too, so that only the two cells' sum can be worked out,
 * never either of them. A group itself under the minimum has every cell withheld, and so has a
 * homogeneous one (issue 28): when all its members, or all but fewer than the minimum, share
 * one cell, showing that cell would tell a reader each student's answer ("5 of 5 said severe").
 */
export function withheldCells(counts: readonly number[], minimum: number | null): boolean[] {
  if (minimum === null) return counts.map(() => false);
  const total = counts.reduce((sum, count) => sum + count, 0);
  const largest = Math.max(0, ...counts);
  if (total < minimum || total - largest < minimum) return counts.map(() => true);
  return withNoLoneCell(
    counts,
    counts.map((count) => count < minimum),
  );
}

/**
 * Secondary suppression: when exactly one cell of a partition is withheld, the next smallest is
 * withheld beside it, so that the total minus the shown cells gives only a sum of two.
 */
export function withNoLoneCell(counts: readonly number[], withheld: readonly boolean[]): boolean[] {
  const result = [...withheld];
  if (result.filter(Boolean).length === 1) {
    let smallest = -1;
    counts.forEach((count, i) => {
      if (!result[i] && (smallest < 0 || count < (counts[smallest] as number))) smallest = i;
    });
    if (smallest >= 0) result[smallest] = true;
  }
  return result;
}

/** A figure as a scoped account reads it: the value, or null and `withheld: true`. */
export function shownOrWithheld<T>(
  value: T,
  withheld: boolean,
): { value: T | null; withheld: boolean } {
  return withheld ? { value: null, withheld: true } : { value, withheld: false };
}
