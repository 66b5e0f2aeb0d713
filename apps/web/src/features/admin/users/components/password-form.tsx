import { ADMIN_PASSWORD_MIN_LENGTH, type AdminAccount } from '@prca/core';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { ErrorNote, SuccessNote } from '../../../../components/ui/feedback';
import { TextField } from '../../../../components/ui/text-field';
import { useFailureText } from '../../shared/hooks/use-failure-message';
import { passwordProblem, type AccountFieldError } from '../../shared/accounts/account-rules';
import { useUpdateAdminUser } from '../api/update-admin-user';

/**
 * A new password for another account; the server ends that account's sessions. One's own
 * password is changed on the Account page, where the current one is asked.
 */
export function PasswordForm({ account }: { account: AdminAccount }) {
  const { t } = useTranslation('accounts');
  const headingId = useId();
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<AccountFieldError>(null);
  const [saved, setSaved] = useState(false);
  const update = useUpdateAdminUser(account.id);
  const error = useFailureText(update.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const found = passwordProblem(password);
    setProblem(found);
    if (found) return;
    update.mutate(
      { password },
      {
        onSuccess: () => {
          setPassword('');
          setSaved(true);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby={headingId} className="space-y-4 py-6">
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        {t('edit.passwordHeading')}
      </h3>
      <TextField
        type="password"
        label={t('fields.newPassword')}
        hint={t('edit.passwordHint', { min: ADMIN_PASSWORD_MIN_LENGTH })}
        error={problem && t(`errors.${problem}`, { min: ADMIN_PASSWORD_MIN_LENGTH })}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        autoComplete="new-password"
      />
      <ErrorNote message={error} />
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" busy={update.isPending}>
          {t('edit.savePassword')}
        </Button>
        <SuccessNote
          message={saved ? t('edit.passwordSaved', { username: account.username }) : null}
        />
      </div>
    </form>
  );
}
