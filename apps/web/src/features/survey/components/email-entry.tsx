import { emailSchema } from '@prca/core';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_GUEST_RETENTION_DAYS,
  formatDays,
  usePublicSettings,
} from '../../../lib/public-settings';
import { PROVIDER_SIGN_IN_URL, useProviderSignIn } from '../api/auth-status';
import { PrimaryButton } from './buttons';
import { FormError } from './form-error';
import { StepHeading } from './step-heading';
import { useValidationMessage } from './use-validation-message';

/** The gate of SPEC.md section 2: an e-mail for a quick session, or provider sign-in. */
export function EmailEntry({ onEmail }: { onEmail: (email: string) => void }) {
  const { t, i18n } = useTranslation('survey');
  const settings = usePublicSettings();
  const inputId = useId();
  const [value, setValue] = useState('');
  const error = useValidationMessage();
  const signInOffered = useProviderSignIn();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = emailSchema.safeParse(value);
    if (!checked.success) return error.show(checked.error.issues[0]?.message ?? 'email.invalid');
    onEmail(checked.data);
  };

  return (
    <section className="space-y-6">
      <StepHeading>{t('entry.title')}</StepHeading>
      <p className="text-slate-700">{t('entry.intro')}</p>
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
          className="w-full rounded-lg border border-slate-400 px-3 py-2"
        />
        <p className="text-sm text-slate-700">
          {t('entry.emailHint', {
            period: formatDays(
              settings?.guestRetentionDays ?? DEFAULT_GUEST_RETENTION_DAYS,
              i18n.resolvedLanguage ?? 'en',
            ),
          })}
        </p>
        <FormError message={error.message} />
        <PrimaryButton type="submit">{t('entry.emailSubmit')}</PrimaryButton>
      </form>
      {signInOffered && (
        <div className="space-y-3 rounded-xl border border-slate-300 p-4">
          <p className="text-center text-sm text-slate-700">{t('entry.or')}</p>
          <h3 className="font-semibold text-slate-900">{t('entry.signInTitle')}</h3>
          <p className="text-slate-700">{t('entry.signInHint')}</p>
          <a
            href={PROVIDER_SIGN_IN_URL}
            className="inline-block min-h-11 rounded-lg border border-slate-400 px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-50"
          >
            {t('entry.signIn')}
          </a>
        </div>
      )}
    </section>
  );
}
