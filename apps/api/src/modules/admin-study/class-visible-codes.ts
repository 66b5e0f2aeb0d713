import type { ListedClass, Permission, StudyClass } from '@prca/core';
import type { RequestScope } from '../admin-auth/scope';

/**
 * The classes as one reader may see them (issue 29). A class code opens the class's survey to
 * whoever holds it, so it is shown only to who hands it to students: an account with
 * manage_study sees every code; a counsellor (an account limited to schools or classes) sees
 * its own classes, with their codes, to print their sheets, and no other class; any other admin
 * (a viewer, a researcher) sees every class by name, for the filters, with `code: null`.
 */
export function classesSeenBy(
  list: readonly StudyClass[],
  reader: { permissions: readonly Permission[]; scope?: RequestScope },
): ListedClass[] {
  if (reader.scope) {
    const own = new Set(reader.scope.classes.map((each) => each.id));
    return list.filter((each) => own.has(each.id));
  }
  if (reader.permissions.includes('manage_study')) return [...list];
  return list.map((each) => ({ ...each, code: null }));
}
