import { adminSettingsSchema, type AdminSettings } from '@prca/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '../../api/admin-request';
import { useAdminToken } from '../../session/admin-session-context';
import { ADMIN_SETTINGS_KEY } from './get-admin-settings';

/** PUT /api/admin/settings with only what changed; answers every setting as now stored. */
export async function updateAdminSettings(
  changes: Partial<AdminSettings>,
  token: string,
): Promise<AdminSettings> {
  const data = await adminRequest('/api/admin/settings', token, { method: 'PUT', body: changes });
  return adminSettingsSchema.parse(data);
}

/** The settings that differ from those loaded, so that a save never overwrites another's change. */
export function changedSettings(
  loaded: AdminSettings,
  edited: AdminSettings,
): Partial<AdminSettings> {
  return Object.fromEntries(
    (Object.keys(edited) as (keyof AdminSettings)[])
      .filter((key) => edited[key] !== loaded[key])
      .map((key) => [key, edited[key]]),
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
