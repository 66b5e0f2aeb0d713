import { useTranslation } from 'react-i18next';
import { RadioChoice } from '../../shared/components/radio-choice';

const CHOICES = [null, true, false] as const;
const KEY = { null: 'whenClasses', true: 'always', false: 'never' } as const;

/**
 * Whether a response must name its class by a class code (issues 14, 27): unset (the default)
 * requires one as soon as the study has a class; always; or never (the open survey). What holds
 * now is said under the choice, as the server works it out from the saved setting.
 */
export function ClassCodeSetting({
  value,
  inEffect,
  onChange,
}: {
  value: boolean | null;
  /** Whether a code is required now (the reply's classCodeRequiredInEffect). */
  inEffect: boolean;
  onChange: (required: boolean | null) => void;
}) {
  const { t } = useTranslation('settings');
  return (
    <RadioChoice
      legend={t('classCode.legend')}
      options={CHOICES.map((choice) => ({
        value: choice,
        label: t(`classCode.${KEY[`${choice}`]}.label`),
        description: t(`classCode.${KEY[`${choice}`]}.description`),
      }))}
      value={value}
      onChange={onChange}
      note={
        <p className="font-medium">
          {t(inEffect ? 'classCode.nowRequired' : 'classCode.nowOptional')}
        </p>
      }
    />
  );
}
