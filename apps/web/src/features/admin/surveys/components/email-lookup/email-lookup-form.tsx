import { EMAIL_LOOKUP_PURPOSES, type EmailLookup } from '@prca/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../../components/ui/button';
import { ErrorNote } from '../../../../../components/ui/feedback';
import { TextField } from '../../../../../components/ui/text-field';
import { useFailureText } from '../../../shared/hooks/use-failure-message';
import type { useLookUpByEmail } from '../../api/lookup-by-email';
import { RadioChoice } from '../../../shared/components/radio-choice';

type Purpose = EmailLookup['purpose'];

// The shape the server checks, loosely: the server has the last word.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The exact address and why the student asks: to see their responses, or to erase them. */
export function EmailLookupForm({ lookup }: { lookup: ReturnType<typeof useLookUpByEmail> }) {
  const { t } = useTranslation('admin');
  const [email, setEmail] = useState('');
  const [purpose, setPurpose] = useState<Purpose>('access');
  const [invalid, setInvalid] = useState(false);
  const error = useFailureText(lookup.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    setInvalid(!EMAIL.test(address));
    if (EMAIL.test(address)) lookup.mutate({ email: address, purpose });
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextField
        type="email"
        autoComplete="off"
        data-autofocus
        label={t('surveys.lookup.email')}
        hint={t('surveys.lookup.emailHint')}
        error={invalid ? t('surveys.lookup.emailInvalid') : null}
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          setInvalid(false);
        }}
      />
      <RadioChoice<Purpose>
        legend={t('surveys.lookup.purpose')}
        options={EMAIL_LOOKUP_PURPOSES.map((value) => ({
          value,
          label: t(`surveys.lookup.purposes.${value}`),
        }))}
        value={purpose}
        onChange={setPurpose}
      />
      <ErrorNote message={error} />
      <Button type="submit" busy={lookup.isPending}>
        {t('surveys.lookup.submit')}
      </Button>
    </form>
  );
}
