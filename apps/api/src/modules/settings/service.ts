import {
  LINK_QUESTIONS,
  SUPERADMIN_SETTINGS,
  publicSettingsSchema,
  type AdminSettings,
  type AdminSettingsReply,
  type PublicSettings,
  type SealingKey,
} from '@prca/core';
import { isDeepStrictEqual } from 'node:util';
import type { AuditLog } from '../../audit/audit-log';
import { ApiError } from '../../http/errors';
import type { ApiMessageKey } from '../../http/messages';
import type { ClassLookupService } from '../classes/service';
import type { ConsentVersions } from './consent-versions';
import type { SettingKey, SettingsRepository } from './repository';

type SuperadminSetting = (typeof SUPERADMIN_SETTINGS)[number];

/** What a settings manager who is no superadmin is told, per setting they may not change. */
const SUPERADMIN_ONLY: Record<SuperadminSetting, ApiMessageKey> = {
  minimumGroupSize: 'settings.minimumGroupSizeSuperadmin',
  reportPrivacyEpsilon: 'settings.reportPrivacySuperadmin',
  reportReleasesPerWave: 'settings.reportPrivacySuperadmin',
  respondentIdentity: 'settings.respondentIdentitySuperadmin',
  consentText: 'settings.consentTextSuperadmin',
  linkWaves: 'settings.linkWavesSuperadmin',
};

export interface SettingsServiceDependencies {
  repository: SettingsRepository;
  consentVersions: ConsentVersions;
  classes: Pick<ClassLookupService, 'codeRequired'>;
  audit: AuditLog;
  /** The key lab mode's outbox seals answers to (identity/sealing.ts). */
  sealingKey: SealingKey;
  /** Told of each saved change, after it is saved (e.g. to recompute the quality flags). */
  afterChange?: (changes: Partial<AdminSettings>) => void;
}

/** The run-time settings: what everyone may read, and the changes a settings manager makes. */
export function createSettingsService({
  repository,
  consentVersions,
  classes,
  audit,
  sealingKey,
  afterChange = () => {},
}: SettingsServiceDependencies) {
  /** The settings with what they mean now: the sheet in force, whether a code is required. */
  async function withMeaning(settings: AdminSettings): Promise<AdminSettingsReply> {
    const [consent, classCodeRequiredInEffect] = await Promise.all([
      consentVersions.current(),
      classes.codeRequired(settings.classCodeRequired),
    ]);
    return { ...settings, consent, classCodeRequiredInEffect };
  }

  /**
   * What school staff see (the minimum group size, issue 19) and what students are told (the
   * identity mode and the information sheet, issue 27) are a superadmin's to change, even among
   * those who manage the other settings. Sending the value in force is no change.
   */
  async function checkSuperadminOnly(role: string, changes: Partial<AdminSettings>) {
    if (role === 'superadmin') return;
    for (const key of SUPERADMIN_SETTINGS) {
      if (changes[key] === undefined) continue;
      if (!isDeepStrictEqual(changes[key], await repository.get(key))) {
        throw new ApiError(403, SUPERADMIN_ONLY[key]);
      }
    }
  }

  return {
    all: (): Promise<AdminSettings> => repository.all(),

    /** GET /api/admin/settings. */
    async adminView(): Promise<AdminSettingsReply> {
      return withMeaning(await repository.all());
    },

    async publicSettings(): Promise<PublicSettings> {
      const settings = await withMeaning(await repository.all());
      return publicSettingsSchema.parse({
        ...settings,
        classCodeRequired: settings.classCodeRequiredInEffect,
        sealingKey,
        // The questions are listed only while they are asked: [] tells a client to ask none.
        linkQuestions: settings.linkWaves ? LINK_QUESTIONS : [],
      });
    },

    /** Saves the settings given, audited, and returns them all as they now are. */
    async update(
      admin: { id: string; role: string },
      changes: Partial<AdminSettings>,
    ): Promise<AdminSettingsReply> {
      await checkSuperadminOnly(admin.role, changes);
      const sheetMayChange =
        changes.respondentIdentity !== undefined ||
        changes.consentText !== undefined ||
        changes.linkWaves !== undefined;
      // The sheet shown until now is version 1 if none was recorded yet: the change is version 2.
      if (sheetMayChange) await consentVersions.current();
      for (const [key, value] of Object.entries(changes)) {
        if (value !== undefined) await repository.set(key as SettingKey, value as never);
      }
      if (sheetMayChange) await consentVersions.record();
      await audit.record({ adminId: admin.id, action: 'settings.update', details: changes });
      afterChange(changes);
      return withMeaning(await repository.all());
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
