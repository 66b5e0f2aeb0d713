/** Permissions and roles of DESIGN.md; the server checks them, the web app mirrors them. */
export const PERMISSIONS = [
  'view_analytics',
  'view_surveys',
  'manage_surveys',
  'export_data',
  'manage_users',
  'manage_settings',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const ROLES = ['superadmin', 'researcher', 'viewer'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_PERMISSIONS: Readonly<Record<Role, readonly Permission[]>> = {
  superadmin: PERMISSIONS,
  researcher: ['view_analytics', 'view_surveys', 'export_data'],
  viewer: ['view_analytics'],
};
