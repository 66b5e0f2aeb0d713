import { isWithheld, withNoLoneCell, withheldCells } from './withholding';

/*
 * Linked tables (issue 28). A scoped account may read a class, another class, any union of its
 * classes and its school: tables that share cells. A cell of a union shown while the same cell
 * of one of its classes is withheld would give that class's cell back (the union minus the other
 * classes). So a union is suppressed from its classes: every cell withheld in any of its classes
 * is withheld in the union too, then the union's own rules apply (under the minimum,
 * homogeneity, and the next smallest beside a lone withheld cell). A shown union cell is then
 * the sum of shown class cells, which tells nothing the classes did not.
 */

/** Which cells of a union's breakdown are withheld, from each of its parts' breakdowns. */
export function linkedWithheldCells(
  parts: readonly (readonly number[])[],
  minimum: number | null,
): boolean[] {
  const width = parts[0]?.length ?? 0;
  const union = Array.from({ length: width }, (_, i) =>
    parts.reduce((sum, part) => sum + (part[i] ?? 0), 0),
  );
  if (minimum === null) return union.map(() => false);
  const forced = parts.map((part) => withheldCells(part, minimum));
  const withheld = withheldCells(union, minimum).map(
    (own, i) => own || forced.some((part) => part[i]),
  );
  return withNoLoneCell(union, withheld);
}

/** Whether a count summed over parts is withheld: when it or any part's count would be. */
export function isLinkedCountWithheld(parts: readonly number[], minimum: number | null): boolean {
  const total = parts.reduce((sum, part) => sum + part, 0);
  return isWithheld(total, minimum) || parts.some((part) => isWithheld(part, minimum));
}
