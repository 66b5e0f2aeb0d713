import { useTranslation } from 'react-i18next';
import { RadioChoice } from '../../shared/components/radio-choice';

const CHOICES = [true, false, null] as const;
const KEY = { true: 'collected', false: 'notCollected', null: 'notRecorded' } as const;

/**
 * Whether the school collected parents' consent for the whole study (issue 27). A class may
 * say otherwise on the study screen; the class reports and the analysis package state it.
 */
export function ParentalConsentSetting({
  value,
  onChange,
}: {
  value: boolean | null;
  onChange: (collected: boolean | null) => void;
}) {
  const { t } = useTranslation('settings');
  return (
    <RadioChoice
      legend={t('parentalConsent.legend')}
      options={CHOICES.map((choice) => ({
        value: choice,
        label: t(`parentalConsent.${KEY[`${choice}`]}`),
      }))}
      value={value}
      onChange={onChange}
      note={<p>{t('parentalConsent.hint')}</p>}
    />
  );
}
