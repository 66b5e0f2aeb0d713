import { ADMIN_PASSWORD_MIN_LENGTH, type AdminAccount, type Role } from '@prca/core';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { createAdminUser } from '../api/admin-users';
import { useAdminAction } from '../api/use-admin-api';
import { ErrorNote } from '../components/feedback';
import { Spinner } from '../components/spinner';
import { CARD, PRIMARY_BUTTON } from '../components/styles';
import { TextField } from '../components/text-field';
import { RoleSelect } from './role-select';
import { passwordProblem, usernameProblem, type AccountFieldError } from './account-rules';

/** A new account: username, password and role; its permissions are the role's. */
export function CreateAccountForm({ onCreated }: { onCreated: (account: AdminAccount) => void }) {
  const { t } = useTranslation('admin');
  const headingId = useId();
  const usernameField = useRef<HTMLInputElement>(null);
  const passwordField = useRef<HTMLInputElement>(null);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<Role>('viewer');
  const [problems, setProblems] = useState<Record<'username' | 'password', AccountFieldError>>({
    username: null,
    password: null,
  });
  const action = useAdminAction();
  const problemText = (problem: AccountFieldError) =>
    problem && t(`users.errors.${problem}`, { min: ADMIN_PASSWORD_MIN_LENGTH });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = { username: usernameProblem(username), password: passwordProblem(password) };
    setProblems(found);
    if (found.username || found.password) {
      return (found.username ? usernameField : passwordField).current?.focus();
    }
    const account = await action.run((auth) =>
      createAdminUser({ username: username.trim(), password, role }, auth),
    );
    if (!account) return;
    setUsername('');
    setPassword('');
    onCreated(account);
  };

  return (
    <section aria-labelledby={headingId} className={CARD}>
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {t('users.create.heading')}
      </h2>
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        className="mt-4 grid gap-4 md:grid-cols-3"
      >
        <TextField
          ref={usernameField}
          label={t('users.fields.username')}
          hint={t('users.fields.usernameHint')}
          error={problemText(problems.username)}
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          autoComplete="off"
          spellCheck={false}
        />
        <TextField
          ref={passwordField}
          type="password"
          label={t('users.fields.password')}
          hint={t('users.fields.passwordHint', { min: ADMIN_PASSWORD_MIN_LENGTH })}
          error={problemText(problems.password)}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          autoComplete="new-password"
        />
        <RoleSelect value={role} onChange={setRole} hint={t('users.fields.roleHint')} />
        <div className="md:col-span-3">
          <ErrorNote message={action.error} className="mb-3" />
          <button type="submit" disabled={action.pending} className={PRIMARY_BUTTON}>
            {action.pending && <Spinner />}
            {t('users.create.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
