import { ADMIN_PASSWORD_MIN_LENGTH } from '@prca/core';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { ErrorNote, SuccessNote } from '../../../../components/ui/feedback';
import { TextField } from '../../../../components/ui/text-field';
import { useFailureText } from '../../shared/hooks/use-failure-message';
import { passwordProblem } from '../../shared/accounts/account-rules';
import { useChangeOwnPassword } from '../api/change-own-password';

type Problems = { current: string | null; next: string | null; confirm: string | null };
const NONE: Problems = { current: null, next: null, confirm: null };

/**
 * One's own password (issue 29), for every account: the current one, the new one and the new
 * one again. The server checks the current one and the rule of every password; this form says
 * at once what it can see for itself (an empty field, a short password, two that differ).
 */
export function OwnPasswordForm() {
  const { t } = useTranslation('accounts');
  const headingId = useId();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problems, setProblems] = useState<Problems>(NONE);
  const [saved, setSaved] = useState(false);
  const change = useChangeOwnPassword();
  const error = useFailureText(change.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const found: Problems = {
      current: current === '' ? t('ownPassword.currentRequired') : null,
      next: passwordProblem(next)
        ? t('errors.passwordTooShort', { min: ADMIN_PASSWORD_MIN_LENGTH })
        : null,
      confirm: confirm !== next ? t('ownPassword.mismatch') : null,
    };
    setProblems(found);
    if (found.current || found.next || found.confirm) return;
    change.mutate(
      { currentPassword: current, newPassword: next },
      {
        onSuccess: () => {
          setCurrent('');
          setNext('');
          setConfirm('');
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
      <TextField
        type="password"
        label={t('ownPassword.current')}
        error={problems.current}
        value={current}
        onChange={(event) => setCurrent(event.target.value)}
        autoComplete="current-password"
      />
      <TextField
        type="password"
        label={t('ownPassword.new')}
        hint={t('fields.passwordHint', { min: ADMIN_PASSWORD_MIN_LENGTH })}
        error={problems.next}
        value={next}
        onChange={(event) => setNext(event.target.value)}
        autoComplete="new-password"
      />
      <TextField
        type="password"
        label={t('ownPassword.confirm')}
        error={problems.confirm}
        value={confirm}
        onChange={(event) => setConfirm(event.target.value)}
        autoComplete="new-password"
      />
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
