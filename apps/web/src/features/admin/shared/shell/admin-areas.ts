import type { Permission } from '@prca/core';

/**
 * The admin areas, in the admin menu's order (the figures a researcher reads most, then the
 * screens that change the study, the audit log last), and the permission each needs
 * (DESIGN.md, "Roles and permissions"); the guard, the menu and the dashboard's cards all read
 * it. An account limited to schools or classes (a counsellor, issue 19) opens only the areas
 * marked `openToScoped`: the others show figures of the whole study, single responses or free
 * texts. `readsFilters`: the screen reads the shared filter bar's filters from the address, so
 * links to it carry them. `card`: how the dashboard offers it (SPEC.md section 2, "Admin
 * dashboard": the reliability card first and wide, then one card per area in this order).
 */
export const ADMIN_AREAS = {
  analytics: {
    path: '/admin/analytics',
    permission: 'view_analytics',
    readsFilters: true,
    card: 'plain',
  },
  statistics: {
    path: '/admin/analytics/statistics',
    permission: 'view_analytics',
    readsFilters: true,
  },
  reliability: {
    path: '/admin/analytics/reliability',
    permission: 'view_analytics',
    readsFilters: true,
    card: 'featured',
  },
  classReport: {
    path: '/admin/reports/class',
    permission: 'view_analytics',
    openToScoped: true,
    readsFilters: true,
    card: 'plain',
  },
  surveys: {
    path: '/admin/surveys',
    permission: 'view_surveys',
    readsFilters: true,
    card: 'plain',
  },
  study: { path: '/admin/study', permission: 'manage_study', card: 'plain' },
  users: { path: '/admin/users', permission: 'manage_users', card: 'plain' },
  settings: { path: '/admin/settings', permission: 'manage_settings', card: 'plain' },
  // The audit log (issue 29) names every admin's actions: a super administrator's only, whatever
  // permissions another account holds, and not even shown to the others.
  audit: { path: '/admin/audit', superadminOnly: true, card: 'plain' },
} as const satisfies Record<
  string,
  {
    path: string;
    permission?: Permission;
    openToScoped?: true;
    superadminOnly?: true;
    readsFilters?: true;
    card?: 'featured' | 'plain';
  }
>;

export type AdminAreaKey = keyof typeof ADMIN_AREAS;

/** Every area, in the menu's order. */
export const ADMIN_AREA_KEYS = Object.keys(ADMIN_AREAS) as AdminAreaKey[];

/** The permission an area needs, if any. */
export function areaPermission(area: AdminAreaKey): Permission | undefined {
  const entry = ADMIN_AREAS[area];
  return 'permission' in entry ? entry.permission : undefined;
}

/** Whether only a super administrator may open the area (and see it offered). */
export function superadminOnly(area: AdminAreaKey): boolean {
  return 'superadminOnly' in ADMIN_AREAS[area];
}

/** Whether an account limited to schools or classes may open the area. */
export function openToScoped(area: AdminAreaKey): boolean {
  return 'openToScoped' in ADMIN_AREAS[area];
}

/** Whether the area's screen reads the shared filters from its address. */
export function readsFilters(area: AdminAreaKey): boolean {
  return 'readsFilters' in ADMIN_AREAS[area];
}

/** The areas the dashboard offers as cards of this kind, in the menu's order. */
export function dashboardCards(kind: 'featured' | 'plain'): AdminAreaKey[] {
  return ADMIN_AREA_KEYS.filter((area) => {
    const entry = ADMIN_AREAS[area];
    return 'card' in entry && entry.card === kind;
  });
}
