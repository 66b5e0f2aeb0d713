import {
  GUEST_RETENTION_DAYS,
  MINIMUM_GROUP_SIZE,
  REPORT_PRIVACY_EPSILON,
  REPORT_RELEASES_PER_WAVE,
} from '@prca/core';
import { useTranslation } from 'react-i18next';
import type { SettingsDraft, SettingsProblems } from '../settings-rules';
import { NumberSetting } from './number-setting';
import { SettingsSection } from './settings-section';

/**
 * How long a guest's results stay linked to them, and how school staff's figures are protected:
 * the smallest group they see figures for, the blur of a class's figures and how often those are
 * updated (only a superadmin changes these: they decide what school staff may see).
 */
export function PrivacySection({
  draft,
  problems,
  superadmin,
  onChange,
}: {
  draft: SettingsDraft;
  problems: SettingsProblems;
  superadmin: boolean;
  onChange: (changes: Partial<SettingsDraft>) => void;
}) {
  const { t } = useTranslation('settings');
  return (
    <SettingsSection title={t('sections.privacy')}>
      <NumberSetting
        label={t('retention.label')}
        hint={t('retention.hint', GUEST_RETENTION_DAYS)}
        invalid={problems.guestRetentionDays ? t('retention.invalid', GUEST_RETENTION_DAYS) : null}
        range={GUEST_RETENTION_DAYS}
        value={draft.guestRetentionDays}
        onChange={(guestRetentionDays) => onChange({ guestRetentionDays })}
      />
      <NumberSetting
        label={t('minimumGroupSize.label')}
        hint={t(
          superadmin ? 'minimumGroupSize.hint' : 'minimumGroupSize.superadminOnly',
          MINIMUM_GROUP_SIZE,
        )}
        invalid={
          problems.minimumGroupSize ? t('minimumGroupSize.invalid', MINIMUM_GROUP_SIZE) : null
        }
        range={MINIMUM_GROUP_SIZE}
        disabled={!superadmin}
        value={draft.minimumGroupSize}
        onChange={(minimumGroupSize) => onChange({ minimumGroupSize })}
      />
      <NumberSetting
        label={t('reportPrivacyEpsilon.label')}
        hint={t(
          superadmin ? 'reportPrivacyEpsilon.hint' : 'reportPrivacyEpsilon.superadminOnly',
          REPORT_PRIVACY_EPSILON,
        )}
        invalid={
          problems.reportPrivacyEpsilon
            ? t('reportPrivacyEpsilon.invalid', REPORT_PRIVACY_EPSILON)
            : null
        }
        range={REPORT_PRIVACY_EPSILON}
        disabled={!superadmin}
        value={draft.reportPrivacyEpsilon}
        onChange={(reportPrivacyEpsilon) => onChange({ reportPrivacyEpsilon })}
      />
      <NumberSetting
        label={t('reportReleasesPerWave.label')}
        hint={t(
          superadmin ? 'reportReleasesPerWave.hint' : 'reportReleasesPerWave.superadminOnly',
          REPORT_RELEASES_PER_WAVE,
        )}
        invalid={
          problems.reportReleasesPerWave
            ? t('reportReleasesPerWave.invalid', REPORT_RELEASES_PER_WAVE)
            : null
        }
        range={REPORT_RELEASES_PER_WAVE}
        disabled={!superadmin}
        value={draft.reportReleasesPerWave}
        onChange={(reportReleasesPerWave) => onChange({ reportReleasesPerWave })}
      />
    </SettingsSection>
  );
}
