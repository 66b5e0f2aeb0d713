import type { Database } from '../db/client';
import { KEPT_FIGURES, type KeptFigureName } from './registry';

export { KEPT_FIGURES, type KeptFigure, type KeptFigureName, type ReadPolicy } from './registry';

/**
 * Folds the named kept figures (every one when none are named), one after the other; returns
 * what each fold counted (README.md).
 */
export async function foldKeptFigures(
  db: Database,
  names?: readonly KeptFigureName[],
): Promise<Partial<Record<KeptFigureName, number>>> {
  const folded: Partial<Record<KeptFigureName, number>> = {};
  for (const figure of KEPT_FIGURES) {
    if (!names || names.includes(figure.name)) folded[figure.name] = await figure.fold(db);
  }
  return folded;
}

/**
 * What respondent-side code calls once it has deleted responses: folds the figures that keep
 * what respondents wrote, so that a deleted response's words leave them now, not within the hour.
 */
export async function foldAfterDelete(db: Database): Promise<void> {
  await foldKeptFigures(
    db,
    KEPT_FIGURES.filter((figure) => figure.foldAfterDelete).map((figure) => figure.name),
  );
}
