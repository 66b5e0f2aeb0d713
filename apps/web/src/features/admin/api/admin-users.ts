import {
  adminAccountSchema,
  adminUsersPageSchema,
  type AdminAccount,
  type AdminAccountChanges,
  type AdminUsersPage,
  type NewAdminAccount,
} from '@prca/core';
import { apiRequest } from '../../../lib/api-client';
import type { AdminAuth } from './use-admin-api';

export const ADMIN_USERS_PAGE_SIZE = 20;

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
  const data = await apiRequest(`/api/admin/users?${params}`, {
    ...auth,
    ...(signal ? { signal } : {}),
  });
  return adminUsersPageSchema.parse(data);
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
