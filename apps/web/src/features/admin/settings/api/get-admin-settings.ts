import { adminSettingsSchema, type AdminSettings } from '@prca/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminRequest } from '../../api/admin-request';
import { useAdminToken } from '../../session/admin-session-context';

export const ADMIN_SETTINGS_KEY = ['admin', 'settings'] as const;

/** GET /api/admin/settings */
export async function getAdminSettings(
  token: string,
  signal?: AbortSignal,
): Promise<AdminSettings> {
  const data = await adminRequest('/api/admin/settings', token, signal ? { signal } : {});
  return adminSettingsSchema.parse(data);
}

export function adminSettingsQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: ADMIN_SETTINGS_KEY,
    queryFn: ({ signal }) => getAdminSettings(token ?? '', signal),
    enabled: token !== null,
    // The form edits what is stored now: it never starts from a copy kept from an earlier visit.
    gcTime: 0,
  });
}

export function useAdminSettings() {
  return useQuery(adminSettingsQueryOptions(useAdminToken()));
}
