import { useTranslation } from 'react-i18next';
import { RadioChoice } from '../../shared/components/radio-choice';

const CHOICES = [false, true] as const;

/**
 * Whether students answer the linking questions, so that their responses in two waves can be
 * matched (issue 32). Only a superadmin changes it: the information sheet then explains the
 * codes, which makes a new version of the sheet.
 */
export function LinkWavesSetting({
  value,
  editable,
  onChange,
}: {
  value: boolean;
  editable: boolean;
  onChange: (linkWaves: boolean) => void;
}) {
  const { t } = useTranslation('settings');
  return (
    <RadioChoice
      legend={t('linkWaves.legend')}
      options={CHOICES.map((choice) => ({
        value: choice,
        label: t(choice ? 'linkWaves.on.label' : 'linkWaves.off.label'),
        description: t(choice ? 'linkWaves.on.description' : 'linkWaves.off.description'),
      }))}
      value={value}
      onChange={onChange}
      disabled={!editable}
      note={<p>{t(editable ? 'linkWaves.newVersion' : 'linkWaves.superadminOnly')}</p>}
    />
  );
}
