import { ADMIN_PASSWORD_MIN_LENGTH, type AdminAccount } from '@prca/core';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { updateAdminUser } from '../api/admin-users';
import { useAdminAction } from '../api/use-admin-api';
import { ErrorNote, SuccessNote } from '../components/feedback';
import { Spinner } from '../components/spinner';
import { PRIMARY_BUTTON } from '../components/styles';
import { TextField } from '../components/text-field';
import { useAdminSession } from '../session/admin-session-context';
import { passwordProblem, type AccountFieldError } from './account-rules';

/**
 * A new password. The server ends the account's sessions, so changing one's own password
 * signs one out here too: the session is forgotten at once and the login shows.
 */
export function PasswordForm({ account, self }: { account: AdminAccount; self: boolean }) {
  const { t } = useTranslation('admin');
  const session = useAdminSession();
  const headingId = useId();
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<AccountFieldError>(null);
  const [saved, setSaved] = useState(false);
  const action = useAdminAction();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const found = passwordProblem(password);
    setProblem(found);
    if (found) return;
    const updated = await action.run((auth) => updateAdminUser(account.id, { password }, auth));
    if (!updated) return;
    setPassword('');
    if (self) session.expire();
    else setSaved(true);
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby={headingId}
      className="space-y-4 py-6"
    >
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        {t('users.edit.passwordHeading')}
      </h3>
      <TextField
        type="password"
        label={t('users.fields.newPassword')}
        hint={t(self ? 'users.edit.ownPasswordHint' : 'users.edit.passwordHint', {
          min: ADMIN_PASSWORD_MIN_LENGTH,
        })}
        error={problem && t(`users.errors.${problem}`, { min: ADMIN_PASSWORD_MIN_LENGTH })}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        autoComplete="new-password"
      />
      <ErrorNote message={action.error} />
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" disabled={action.pending} className={PRIMARY_BUTTON}>
          {action.pending && <Spinner />}
          {t('users.edit.savePassword')}
        </button>
        <SuccessNote
          message={saved ? t('users.edit.passwordSaved', { username: account.username }) : null}
        />
      </div>
    </form>
  );
}
