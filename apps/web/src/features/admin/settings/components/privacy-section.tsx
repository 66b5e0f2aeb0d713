import { GUEST_RETENTION_DAYS, MINIMUM_GROUP_SIZE } from '@prca/core';
import { useTranslation } from 'react-i18next';
import type { SettingsDraft, SettingsProblems } from '../settings-rules';
import { NumberSetting } from './number-setting';
import { SettingsSection } from './settings-section';

/**
 * How long a guest's results stay linked to them, and the smallest group school staff see
 * figures for (only a superadmin changes that one: it decides what school staff may see).
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
    </SettingsSection>
  );
}
