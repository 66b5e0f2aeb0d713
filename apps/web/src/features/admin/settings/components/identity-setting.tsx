import { RESPONDENT_IDENTITIES, type RespondentIdentity } from '@prca/core';
import { useTranslation } from 'react-i18next';
import { RadioChoice } from '../../shared/components/radio-choice';

/**
 * What a student gives to be known again (issue 27): each mode in one plain sentence of what
 * students are asked and what is stored. Only a superadmin changes it; others read it.
 */
export function IdentitySetting({
  value,
  editable,
  onChange,
}: {
  value: RespondentIdentity;
  editable: boolean;
  onChange: (mode: RespondentIdentity) => void;
}) {
  const { t } = useTranslation('settings');
  return (
    <RadioChoice
      legend={t('identity.legend')}
      options={RESPONDENT_IDENTITIES.map((mode) => ({
        value: mode,
        label: t(`identity.${mode}.label`),
        description: t(`identity.${mode}.description`),
      }))}
      value={value}
      onChange={onChange}
      disabled={!editable}
      note={<p>{t(editable ? 'identity.newVersion' : 'identity.superadminOnly')}</p>}
    />
  );
}
