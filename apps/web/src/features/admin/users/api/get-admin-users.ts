import { adminUsersPageSchema, type AdminUsersPage } from '@prca/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminRequest } from '../../shared/api/admin-request';
import { useAdminToken } from '../../shared/session/admin-session-context';

export const ADMIN_USERS_PAGE_SIZE = 20;

/** Every query of the accounts list: what a change to an account invalidates. */
export const ADMIN_USERS_KEY = ['admin', 'users'] as const;

export interface AdminUsersQuery {
  page: number;
  search: string;
}

/** GET /api/admin/users?page&limit&search */
export async function getAdminUsers(
  query: AdminUsersQuery,
  token: string,
  signal?: AbortSignal,
): Promise<AdminUsersPage> {
  const params = new URLSearchParams({
    page: String(query.page),
    limit: String(ADMIN_USERS_PAGE_SIZE),
  });
  if (query.search) params.set('search', query.search);
  const data = await adminRequest(`/api/admin/users?${params}`, token, signal ? { signal } : {});
  return adminUsersPageSchema.parse(data);
}

export function adminUsersQueryOptions(query: AdminUsersQuery, token: string | null) {
  return queryOptions({
    queryKey: [...ADMIN_USERS_KEY, query],
    queryFn: ({ signal }) => getAdminUsers(query, token ?? '', signal),
    enabled: token !== null,
    // Another page or search keeps the list on screen until the next arrives.
    placeholderData: keepPreviousData,
  });
}

export function useAdminUsers(query: AdminUsersQuery) {
  return useQuery(adminUsersQueryOptions(query, useAdminToken()));
}
