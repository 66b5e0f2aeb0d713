import type { Permission } from '@prca/core';

/**
 * The admin areas reached from the dashboard and the permission each needs (DESIGN.md, "Roles
 * and permissions"); the guard and the dashboard's cards both read it. An account limited to
 * schools or classes (a counsellor, issue 19) opens only the areas marked `openToScoped`: the
 * others show figures of the whole study, single responses or free texts.
 */
export const ADMIN_AREAS = {
  classReport: {
    path: '/admin/reports/class',
    permission: 'view_analytics',
    openToScoped: true,
  },
  analytics: { path: '/admin/analytics', permission: 'view_analytics' },
  reliability: { path: '/admin/analytics/reliability', permission: 'view_analytics' },
  statistics: { path: '/admin/analytics/statistics', permission: 'view_analytics' },
  users: { path: '/admin/users', permission: 'manage_users' },
  surveys: { path: '/admin/surveys', permission: 'view_surveys' },
  settings: { path: '/admin/settings', permission: 'manage_settings' },
  study: { path: '/admin/study', permission: 'manage_study' },
  // The audit log (issue 29) names every admin's actions: a super administrator's only, whatever
  // permissions another account holds, and not even shown to the others.
  audit: { path: '/admin/audit', superadminOnly: true },
} as const satisfies Record<
  string,
  { path: string; permission?: Permission; openToScoped?: true; superadminOnly?: true }
>;

export type AdminAreaKey = keyof typeof ADMIN_AREAS;

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
