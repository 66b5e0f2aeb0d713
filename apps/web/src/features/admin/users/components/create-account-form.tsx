import { ADMIN_PASSWORD_MIN_LENGTH, type AdminAccount, type Role } from '@prca/core';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { CARD } from '../../../../components/ui/card';
import { ErrorNote } from '../../../../components/ui/feedback';
import { TextField } from '../../../../components/ui/text-field';
import { useFailureText } from '../../shared/hooks/use-failure-message';
import {
  passwordProblem,
  usernameProblem,
  type AccountFieldError,
} from '../../shared/accounts/account-rules';
import { useCreateAdminUser } from '../api/create-admin-user';
import { EMPTY_SCOPE, scopeForRole, scopeMissing } from '../scope-rules';
import { RoleSelect } from './role-select';
import { ScopePicker } from './scope-picker';

/**
 * A new account: username, password and role; its permissions are the role's. A counsellor's
 * account also names the schools or classes it is limited to.
 */
export function CreateAccountForm({ onCreated }: { onCreated: (account: AdminAccount) => void }) {
  const { t } = useTranslation('accounts');
  const headingId = useId();
  const usernameField = useRef<HTMLInputElement>(null);
  const passwordField = useRef<HTMLInputElement>(null);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<Role>('viewer');
  const [scope, setScope] = useState(EMPTY_SCOPE);
  const [showScopeProblem, setShowScopeProblem] = useState(false);
  const [problems, setProblems] = useState<Record<'username' | 'password', AccountFieldError>>({
    username: null,
    password: null,
  });
  const create = useCreateAdminUser();
  const error = useFailureText(create.error);
  const problemText = (problem: AccountFieldError) =>
    problem && t(`errors.${problem}`, { min: ADMIN_PASSWORD_MIN_LENGTH });

  // An error goes as soon as its cause has: a field's once the field is right, the server's
  // (a taken username, say) once the form is changed; a new one waits for the next submit.
  const clearSolved = (field: 'username' | 'password', problem: AccountFieldError) => {
    if (problems[field] && !problem) setProblems((previous) => ({ ...previous, [field]: null }));
    if (create.isError) create.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = { username: usernameProblem(username), password: passwordProblem(password) };
    setProblems(found);
    setShowScopeProblem(true);
    if (found.username || found.password) {
      return (found.username ? usernameField : passwordField).current?.focus();
    }
    if (scopeMissing(role, scope)) return;
    create.mutate(
      { username: username.trim(), password, role, scope: scopeForRole(role, scope) },
      {
        onSuccess: (account) => {
          setUsername('');
          setPassword('');
          setScope(EMPTY_SCOPE);
          setShowScopeProblem(false);
          onCreated(account);
        },
      },
    );
  };

  return (
    <section aria-labelledby={headingId} className={CARD}>
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {t('create.heading')}
      </h2>
      <form onSubmit={submit} noValidate className="mt-4 grid gap-4 md:grid-cols-3">
        <TextField
          ref={usernameField}
          label={t('fields.username')}
          hint={t('fields.usernameHint')}
          error={problemText(problems.username)}
          value={username}
          onChange={(event) => {
            setUsername(event.target.value);
            clearSolved('username', usernameProblem(event.target.value));
          }}
          autoComplete="off"
          spellCheck={false}
        />
        <TextField
          ref={passwordField}
          type="password"
          label={t('fields.password')}
          hint={t('fields.passwordHint', { min: ADMIN_PASSWORD_MIN_LENGTH })}
          error={problemText(problems.password)}
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            clearSolved('password', passwordProblem(event.target.value));
          }}
          autoComplete="new-password"
        />
        <RoleSelect value={role} onChange={setRole} hint={t('fields.roleHint')} />
        {role === 'counsellor' && (
          <div className="md:col-span-3">
            <ScopePicker
              value={scope}
              onChange={setScope}
              error={showScopeProblem && scopeMissing(role, scope) ? t('scope.missing') : null}
            />
          </div>
        )}
        <div className="md:col-span-3">
          <ErrorNote message={error} className="mb-3" />
          <Button type="submit" busy={create.isPending}>
            {t('create.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
