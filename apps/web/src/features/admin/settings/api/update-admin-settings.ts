import { adminSettingsReplySchema, type AdminSettings, type AdminSettingsReply } from '@prca/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '../../shared/api/admin-request';
import { useAdminToken } from '../../shared/session/admin-session-context';
import { SETTING_KEYS } from '../settings-rules';
import { ADMIN_SETTINGS_KEY } from '../../shared/api/get-admin-settings';

/** PUT /api/admin/settings with only what changed; answers every setting as now stored. */
export async function updateAdminSettings(
  changes: Partial<AdminSettings>,
  token: string,
): Promise<AdminSettingsReply> {
  const data = await adminRequest('/api/admin/settings', token, { method: 'PUT', body: changes });
  return adminSettingsReplySchema.parse(data);
}

// The thresholds and the sheet's text are objects: equal when their contents are.
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The settings that differ from those loaded, so that a save never overwrites another's change. */
export function changedSettings(
  loaded: AdminSettings,
  edited: AdminSettings,
): Partial<AdminSettings> {
  return Object.fromEntries(
    SETTING_KEYS.filter((key) => !same(edited[key], loaded[key])).map((key) => [key, edited[key]]),
  );
}

/** Saves what changed; the stored settings the server answers replace those loaded. */
export function useUpdateAdminSettings() {
  const token = useAdminToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: Partial<AdminSettings>) => updateAdminSettings(changes, token ?? ''),
    onSuccess: (stored) => queryClient.setQueryData(ADMIN_SETTINGS_KEY, stored),
  });
}
