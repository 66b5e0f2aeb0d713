import { publicSettingsSchema, type AdminSettings, type PublicSettings } from '@prca/core';
import type { AuditLog } from '../../audit/audit-log';
import { ApiError } from '../../http/errors';
import type { SettingKey, SettingsRepository } from './repository';

/** The run-time settings: what everyone may read, and the changes a settings manager makes. */
export function createSettingsService(
  repository: SettingsRepository,
  audit: AuditLog,
  /** Told of each saved change, after it is saved (e.g. to recompute the quality flags). */
  afterChange: (changes: Partial<AdminSettings>) => void = () => {},
) {
  return {
    all: (): Promise<AdminSettings> => repository.all(),

    async publicSettings(): Promise<PublicSettings> {
      return publicSettingsSchema.parse(await repository.all());
    },

    /**
     * Saves the settings given, audited, and returns them all as they now are. The minimum
     * group size decides what school staff may see of their students (issue 19), so only a
     * superadmin changes it, even among those who manage the other settings.
     */
    async update(
      admin: { id: string; role: string },
      changes: Partial<AdminSettings>,
    ): Promise<AdminSettings> {
      const adminId = admin.id;
      if (changes.minimumGroupSize !== undefined && admin.role !== 'superadmin') {
        const current = await repository.get('minimumGroupSize');
        if (changes.minimumGroupSize !== current) {
          throw new ApiError(403, 'settings.minimumGroupSizeSuperadmin');
        }
      }
      for (const [key, value] of Object.entries(changes)) {
        if (value !== undefined) await repository.set(key as SettingKey, value as never);
      }
      await audit.record({ adminId, action: 'settings.update', details: changes });
      afterChange(changes);
      return repository.all();
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
