import { GENDERS, percentage, type Gender } from '@prca/core';

/*
 * Shared by the analytics endpoints that count respondents. Their queries group by enumerated
 * columns, so each answers with a few dozen rows however many responses there are: the
 * counting happens in the database, the shaping here and in each endpoint's service.
 */

/** A count of respondents that share some enumerated values (one row of a GROUP BY). */
export interface Cell {
  count: number;
}

/** The cells whose fields equal every value given (a value list matches any of its values). */
export function cellsWhere<C extends Cell>(
  cells: readonly C[],
  where: { [K in keyof C]?: C[K] | readonly C[K][] },
): C[] {
  const conditions = Object.entries(where) as [keyof C, unknown][];
  return cells.filter((cell) =>
    conditions.every(([field, wanted]) =>
      Array.isArray(wanted) ? wanted.includes(cell[field]) : cell[field] === wanted,
    ),
  );
}

export function countOf(cells: readonly Cell[]): number {
  return cells.reduce((total, cell) => total + cell.count, 0);
}

/** The genders of one group, every gender present, percentages of the group. */
export function genderBreakdown(group: readonly (Cell & { gender: string })[]): {
  gender: Gender;
  count: number;
  percentage: number;
}[] {
  const total = countOf(group);
  return GENDERS.map((gender) => {
    const count = countOf(cellsWhere(group, { gender }));
    return { gender, count, percentage: percentage(count, total) };
  });
}

/** Sorts by count, largest first, keeping the given order among equals. */
export function byCountDescending<T extends { count: number }>(items: readonly T[]): T[] {
  // Array.prototype.sort is stable, so ties keep the enumeration's order.
  return [...items].sort((a, b) => b.count - a.count);
}
