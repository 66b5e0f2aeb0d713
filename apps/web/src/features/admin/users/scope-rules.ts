import type { AdminScope, Role } from '@prca/core';

export const EMPTY_SCOPE: AdminScope = { schools: [], classes: [] };

/** The list with the id added, or taken out when it was there. */
export function toggled(ids: readonly string[], id: string): string[] {
  return ids.includes(id) ? ids.filter((each) => each !== id) : [...ids, id];
}

/**
 * The scope an account of this role is saved with: a counsellor's (which must name a school or
 * a class; the server refuses an empty one too), and for any other role none, the whole study.
 */
export function scopeForRole(role: Role, scope: AdminScope): AdminScope | null {
  return role === 'counsellor' ? scope : null;
}

/** A counsellor limited to nothing would see nothing: the form asks for a choice first. */
export function scopeMissing(role: Role, scope: AdminScope): boolean {
  return role === 'counsellor' && scope.schools.length === 0 && scope.classes.length === 0;
}
