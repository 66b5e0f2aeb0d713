import { ADMIN_PASSWORD_MIN_LENGTH } from '@prca/core';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { ErrorNote, SuccessNote } from '../../../../components/ui/feedback';
import { TextField } from '../../../../components/ui/text-field';
import { useFailureText } from '../../shared/hooks/use-failure-message';
import { passwordProblem } from '../../shared/accounts/account-rules';
import { useChangeOwnPassword } from '../api/change-own-password';

type Field = 'current' | 'next' | 'confirm';
type Values = Record<Field, string>;
type Problems = Record<Field, string | null>;
const EMPTY: Values = { current: '', next: '', confirm: '' };
const NONE: Problems = { current: null, next: null, confirm: null };

/** The three password fields, in order: each one's label and what a password manager fills in. */
const FIELDS = [
  { field: 'current', label: 'ownPassword.current', autoComplete: 'current-password' },
  { field: 'next', label: 'ownPassword.new', autoComplete: 'new-password' },
  { field: 'confirm', label: 'ownPassword.confirm', autoComplete: 'new-password' },
] as const;

/**
 * One's own password (issue 29), for every account: the current one, the new one and the new
 * one again. The server checks the current one and the rule of every password; this form says
 * at once what it can see for itself (an empty field, a short password, two that differ).
 */
export function OwnPasswordForm() {
  const { t } = useTranslation('accounts');
  const headingId = useId();
  const [values, setValues] = useState<Values>(EMPTY);
  const [problems, setProblems] = useState<Problems>(NONE);
  const [saved, setSaved] = useState(false);
  const change = useChangeOwnPassword();
  const error = useFailureText(change.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const found: Problems = {
      current: values.current === '' ? t('ownPassword.currentRequired') : null,
      next: passwordProblem(values.next)
        ? t('errors.passwordTooShort', { min: ADMIN_PASSWORD_MIN_LENGTH })
        : null,
      confirm: values.confirm !== values.next ? t('ownPassword.mismatch') : null,
    };
    setProblems(found);
    if (found.current || found.next || found.confirm) return;
    change.mutate(
      { currentPassword: values.current, newPassword: values.next },
      {
        onSuccess: () => {
          setValues(EMPTY);
          setSaved(true);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby={headingId} className="max-w-md space-y-4">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {t('ownPassword.heading')}
      </h2>
      <p className="text-slate-700">{t('ownPassword.intro')}</p>
      {FIELDS.map(({ field, label, autoComplete }) => (
        <TextField
          key={field}
          type="password"
          label={t(label)}
          hint={
            field === 'next'
              ? t('fields.passwordHint', { min: ADMIN_PASSWORD_MIN_LENGTH })
              : undefined
          }
          error={problems[field]}
          value={values[field]}
          onChange={(event) => setValues({ ...values, [field]: event.target.value })}
          autoComplete={autoComplete}
        />
      ))}
      <ErrorNote message={error} />
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" busy={change.isPending}>
          {t('ownPassword.save')}
        </Button>
        <SuccessNote message={saved ? t('ownPassword.saved') : null} />
      </div>
    </form>
  );
}
