import { adminSettingsReplySchema, type AdminSettingsReply } from '@prca/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminRequest } from './admin-request';
import { useAdminToken } from '../session/admin-session-context';

export const ADMIN_SETTINGS_KEY = ['admin', 'settings'] as const;

/** GET /api/admin/settings: the settings, the information sheet in force, the class code in effect. */
export async function getAdminSettings(
  token: string,
  signal?: AbortSignal,
): Promise<AdminSettingsReply> {
  const data = await adminRequest('/api/admin/settings', token, signal ? { signal } : {});
  return adminSettingsReplySchema.parse(data);
}

export function adminSettingsQueryOptions(token: string | null, enabled = true) {
  return queryOptions({
    queryKey: ADMIN_SETTINGS_KEY,
    queryFn: ({ signal }) => getAdminSettings(token ?? '', signal),
    enabled: enabled && token !== null,
    // The form edits what is stored now: it never starts from a copy kept from an earlier visit.
    gcTime: 0,
  });
}

/** The settings; with `enabled` false (an account that may not read them) nothing is asked. */
export function useAdminSettings(enabled = true) {
  return useQuery(adminSettingsQueryOptions(useAdminToken(), enabled));
}
