import type { Permission } from '@prca/core';
import {
  ADMIN_AREA_KEYS,
  ADMIN_AREAS,
  areaPermission,
  openToScoped,
  readsFilters,
  superadminOnly,
  type AdminAreaKey,
} from './admin-areas';

/** One place the admin menu leads to: the dashboard or an admin area. */
export type MenuEntry = 'dashboard' | AdminAreaKey;

/** The menu's order: the dashboard, then the areas in their table's order. */
const MENU_ORDER: readonly MenuEntry[] = ['dashboard', ...ADMIN_AREA_KEYS];

/** What decides which screens an account may open: the guards' own rules (require-admin). */
export interface MenuAccess {
  isSuperadmin: boolean;
  /** Limited to schools or classes (a counsellor). */
  scoped: boolean;
  hasPermission: (permission: Permission) => boolean;
}

function mayOpen(entry: MenuEntry, access: MenuAccess): boolean {
  if (entry === 'dashboard') return true;
  if (access.scoped && !openToScoped(entry)) return false;
  if (superadminOnly(entry) && !access.isSuperadmin) return false;
  const permission = areaPermission(entry);
  return !permission || access.hasPermission(permission);
}

/**
 * The entries an account may open, in the menu's order: none it would be refused, so that the
 * menu never leads to a refusal. `studyEmpty`: no school, wave or class yet, when setting them
 * up is the first thing to do, so the study's set-up comes first.
 */
export function menuEntries(access: MenuAccess, studyEmpty: boolean): MenuEntry[] {
  const allowed = MENU_ORDER.filter((entry) => mayOpen(entry, access));
  if (!studyEmpty || !allowed.includes('study')) return allowed;
  return ['study', ...allowed.filter((entry) => entry !== 'study')];
}

export function menuPath(entry: MenuEntry): string {
  return entry === 'dashboard' ? '/admin/dashboard' : ADMIN_AREAS[entry].path;
}

/** The entry's link, with the filters (a query string, '' for none) where its screen reads them. */
export function menuHref(entry: MenuEntry, filterSearch: string): string {
  const path = menuPath(entry);
  const carriesFilters = entry === 'dashboard' || readsFilters(entry);
  return filterSearch && carriesFilters ? `${path}?${filterSearch}` : path;
}

/**
 * The entry of the screen at `pathname`: its own, or for a screen under one (the printable
 * sheets under the study) the closest; undefined for a screen outside the menu (the account).
 */
export function currentEntry(
  pathname: string,
  entries: readonly MenuEntry[],
): MenuEntry | undefined {
  const path = pathname.replace(/\/+$/, '');
  let best: MenuEntry | undefined;
  for (const entry of entries) {
    const own = menuPath(entry);
    const under = path === own || path.startsWith(`${own}/`);
    if (under && (!best || own.length > menuPath(best).length)) best = entry;
  }
  return best;
}
