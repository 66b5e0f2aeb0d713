import { CATEGORIES, interpretSubscore, showsApprehension } from '@prca/core';
import type { Category, Subscores, TotalLevel } from '@prca/core';

/** Contexts above 18 (core's showsApprehension), the most apprehensive first. */
export function contextsNeedingAdvice(subscores: Subscores): Category[] {
  // Array.prototype.sort is stable, so ties stay in questionnaire order.
  return CATEGORIES.filter((category) => showsApprehension(subscores[category])).sort(
    (a, b) => subscores[b] - subscores[a],
  );
}

/**
 * Whether to suggest talking to a teacher, counsellor or parent: a high total, or a context
 * in its own high band (public speaking, for one, is high only above 24, not above 18).
 */
export function suggestsAskingForHelp(subscores: Subscores, overall: TotalLevel): boolean {
  return (
    overall === 'high' ||
    CATEGORIES.some((category) => interpretSubscore(category, subscores[category]) === 'high')
  );
}
