import { publicSettingsSchema, type AdminSettings, type PublicSettings } from '@prca/core';
import type { AuditLog } from '../../audit/audit-log';
import type { SettingKey, SettingsRepository } from './repository';

/** The run-time settings: what everyone may read, and the changes a settings manager makes. */
export function createSettingsService(repository: SettingsRepository, audit: AuditLog) {
  return {
    all: (): Promise<AdminSettings> => repository.all(),

    async publicSettings(): Promise<PublicSettings> {
      return publicSettingsSchema.parse(await repository.all());
    },

    /** Saves the settings given, audited, and returns them all as they now are. */
    async update(adminId: string, changes: Partial<AdminSettings>): Promise<AdminSettings> {
      for (const [key, value] of Object.entries(changes)) {
        if (value !== undefined) await repository.set(key as SettingKey, value as never);
      }
      await audit.record({ adminId, action: 'settings.update', details: changes });
      return repository.all();
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
