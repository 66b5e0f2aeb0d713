import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '../../../components/ui/button';
import { INPUT } from '../../../components/ui/text-field';
import { formatDays } from '../../../lib/format';
import { loadSchemas } from '../../../lib/load-schemas';
import { PROVIDER_SIGN_IN_URL } from '../api/get-auth-status';
import { useValidationMessage } from '../hooks/use-validation-message';
import { FormError } from './form-error';
import { StepHeading } from './step-heading';

interface IdentityStepProps {
  /** `email`: the e-mail form (and sign-in where offered); `signIn`: sign-in only. */
  mode: 'email' | 'signIn';
  /** The server offers provider sign-in and this is not a shared computer (lab mode). */
  signInOffered: boolean;
  retentionDays: number;
  onEmail: (email: string) => void;
}

/**
 * Who is answering, after the assent (issue 27): an e-mail for a quick session, or provider
 * sign-in, as the identity mode asks. "Choose how" is said only when there is a choice.
 */
export function IdentityStep({ mode, signInOffered, retentionDays, onEmail }: IdentityStepProps) {
  const { t, i18n } = useTranslation('survey');
  const inputId = useId();
  const [value, setValue] = useState('');
  const error = useValidationMessage();
  const emailForm = mode === 'email';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = (await loadSchemas()).emailSchema.safeParse(value);
    if (!checked.success) return error.show(checked.error.issues[0]?.message ?? 'email.invalid');
    onEmail(checked.data);
  };

  return (
    <section className="space-y-6">
      <StepHeading>{t('entry.title')}</StepHeading>
      {emailForm && signInOffered && <p className="text-slate-700">{t('entry.choose')}</p>}
      {emailForm && (
        <form
          onSubmit={submit}
          noValidate
          className="space-y-3 rounded-xl border border-slate-300 p-4"
        >
          <h3 className="font-semibold text-slate-900">{t('entry.emailTitle')}</h3>
          <label htmlFor={inputId} className="block font-medium text-slate-800">
            {t('entry.emailLabel')}
          </label>
          <input
            id={inputId}
            type="email"
            inputMode="email"
            autoComplete="email"
            value={value}
            placeholder={t('entry.emailPlaceholder')}
            aria-invalid={error.message ? true : undefined}
            onChange={(event) => setValue(event.target.value)}
            className={INPUT}
          />
          <p className="text-sm text-slate-700">
            {t('entry.emailHint', {
              period: formatDays(retentionDays, i18n.resolvedLanguage ?? 'en'),
            })}
          </p>
          <FormError message={error.message} />
          <Button type="submit">{t('entry.emailSubmit')}</Button>
        </form>
      )}
      {signInOffered ? (
        <div className="space-y-3 rounded-xl border border-slate-300 p-4">
          {emailForm && <p className="text-center text-sm text-slate-700">{t('entry.or')}</p>}
          <h3 className="font-semibold text-slate-900">{t('entry.signInTitle')}</h3>
          <p className="text-slate-700">{t('entry.signInHint')}</p>
          <a href={PROVIDER_SIGN_IN_URL} className={buttonClasses({ variant: 'secondary' })}>
            {t('entry.signIn')}
          </a>
        </div>
      ) : (
        !emailForm && <p className="text-slate-700">{t('entry.signInUnavailable')}</p>
      )}
    </section>
  );
}
