import type { Category } from '@prca/core';

/** The names of the package's columns that come one per item or one per context. */

const SUBSCORE_COLUMNS: Record<Category, string> = {
  groupDiscussion: 'group_discussion',
  meetings: 'meetings',
  interpersonal: 'interpersonal',
  publicSpeaking: 'public_speaking',
};

export const subscoreColumn = (category: Category) => SUBSCORE_COLUMNS[category];
/** A context's gap between its comfort and apprehension items, a detail of flag_inconsistent. */
export const contextGapColumn = (category: Category) => `gap_${SUBSCORE_COLUMNS[category]}`;
export const rawColumn = (id: number) => `q${id}`;
export const orientedColumn = (id: number) => `o${id}`;
