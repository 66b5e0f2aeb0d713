import type { Permission } from '@prca/core';

/**
 * The admin areas reached from the dashboard and the permission each needs (DESIGN.md, "Roles
 * and permissions"); the guard and the dashboard's cards both read it.
 */
export const ADMIN_AREAS = {
  analytics: { path: '/admin/analytics', permission: 'view_analytics' },
  reliability: { path: '/admin/analytics/reliability', permission: 'view_analytics' },
  statistics: { path: '/admin/analytics/statistics', permission: 'view_analytics' },
  users: { path: '/admin/users', permission: 'manage_users' },
  surveys: { path: '/admin/surveys', permission: 'view_surveys' },
  settings: { path: '/admin/settings', permission: 'manage_settings' },
  study: { path: '/admin/study', permission: 'manage_study' },
} as const satisfies Record<string, { path: string; permission?: Permission }>;

export type AdminAreaKey = keyof typeof ADMIN_AREAS;
