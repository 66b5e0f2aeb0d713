import {
  adminAccountSchema,
  surveyPageSchema,
  type AdminAccount,
  type Permission,
  type Role,
} from '@prca/core';
import { apiRequest } from '../../../lib/api-client';
import type { AdminAuth } from './use-admin-api';

export const ADMIN_USERS_PAGE_SIZE = 20;

export interface AdminUsersPage {
  users: AdminAccount[];
  pagination: { page: number; limit: number; total: number };
}

/** The body of POST /api/admin/users (adminCreateSchema); permissions default to the role's. */
export interface NewAdminAccount {
  username: string;
  password: string;
  role: Role;
}

/** The body of PUT /api/admin/users/{id} (adminUpdateSchema): any of these. */
export interface AdminAccountChanges {
  role?: Role;
  permissions?: Permission[];
  password?: string;
  disabled?: boolean;
}

// The list's envelope is written in the route, not in packages/core; its parts are the core's.
const paginationSchema = surveyPageSchema.shape.pagination;
const accountsSchema = adminAccountSchema.array();

/** GET /api/admin/users?page&limit&search */
export async function fetchAdminUsers(
  query: { page: number; search: string },
  auth: AdminAuth,
  signal?: AbortSignal,
): Promise<AdminUsersPage> {
  const params = new URLSearchParams({
    page: String(query.page),
    limit: String(ADMIN_USERS_PAGE_SIZE),
  });
  if (query.search) params.set('search', query.search);
  const data = await apiRequest<{ users: unknown; pagination: unknown }>(
    `/api/admin/users?${params}`,
    { ...auth, ...(signal ? { signal } : {}) },
  );
  return {
    users: accountsSchema.parse(data.users),
    pagination: paginationSchema.parse(data.pagination),
  };
}

export async function createAdminUser(
  input: NewAdminAccount,
  auth: AdminAuth,
): Promise<AdminAccount> {
  const data = await apiRequest('/api/admin/users', { ...auth, method: 'POST', body: input });
  return adminAccountSchema.parse(data);
}

export async function updateAdminUser(
  id: string,
  changes: AdminAccountChanges,
  auth: AdminAuth,
): Promise<AdminAccount> {
  const data = await apiRequest(`/api/admin/users/${encodeURIComponent(id)}`, {
    ...auth,
    method: 'PUT',
    body: changes,
  });
  return adminAccountSchema.parse(data);
}

export async function deleteAdminUser(id: string, auth: AdminAuth): Promise<void> {
  await apiRequest(`/api/admin/users/${encodeURIComponent(id)}`, { ...auth, method: 'DELETE' });
}
