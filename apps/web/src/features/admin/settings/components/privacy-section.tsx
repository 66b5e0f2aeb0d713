import { GUEST_RETENTION_DAYS } from '@prca/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../lib/format';
import { NUMBER_RANGES, type SettingsDraft, type SettingsProblems } from '../settings-rules';
import { NumberSetting } from './number-setting';
import { SettingsSection } from './settings-section';

/** The settings that protect students in what school staff see; only a superadmin changes them. */
const SCHOOL_STAFF_PROTECTION = [
  'minimumGroupSize',
  'reportPrivacyEpsilon',
  'reportReleasesPerWave',
] as const;

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
  const format = useFormat();
  // Grouped as the language writes numbers (3.650 ngày, 3,650 days).
  const retentionDays = {
    min: format.integer(GUEST_RETENTION_DAYS.min),
    max: format.integer(GUEST_RETENTION_DAYS.max),
  };
  return (
    <SettingsSection title={t('sections.privacy')}>
      <NumberSetting
        label={t('retention.label')}
        hint={t('retention.hint', retentionDays)}
        invalid={problems.guestRetentionDays ? t('retention.invalid', retentionDays) : null}
        range={GUEST_RETENTION_DAYS}
        value={draft.guestRetentionDays}
        onChange={(guestRetentionDays) => onChange({ guestRetentionDays })}
      />
      {/* What school staff may see: each setting's texts live under its own key. */}
      {SCHOOL_STAFF_PROTECTION.map((key) => (
        <NumberSetting
          key={key}
          label={t(`${key}.label`)}
          hint={t(superadmin ? `${key}.hint` : `${key}.superadminOnly`, NUMBER_RANGES[key])}
          invalid={problems[key] ? t(`${key}.invalid`, NUMBER_RANGES[key]) : null}
          range={NUMBER_RANGES[key]}
          disabled={!superadmin}
          value={draft[key]}
          onChange={(typed) => onChange({ [key]: typed })}
        />
      ))}
    </SettingsSection>
  );
}
