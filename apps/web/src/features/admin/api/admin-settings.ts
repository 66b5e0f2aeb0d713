import { adminSettingsSchema, type AdminSettings } from '@prca/core';
import { apiRequest } from '../../../lib/api-client';
import type { AdminAuth } from './use-admin-api';

/** GET /api/admin/settings */
export async function fetchAdminSettings(
  auth: AdminAuth,
  signal?: AbortSignal,
): Promise<AdminSettings> {
  const data = await apiRequest('/api/admin/settings', { ...auth, ...(signal ? { signal } : {}) });
  return adminSettingsSchema.parse(data);
}

/** PUT /api/admin/settings with only what changed; answers every setting as now stored. */
export async function saveAdminSettings(
  changes: Partial<AdminSettings>,
  auth: AdminAuth,
): Promise<AdminSettings> {
  const data = await apiRequest('/api/admin/settings', { ...auth, method: 'PUT', body: changes });
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
