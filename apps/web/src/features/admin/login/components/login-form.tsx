import { adminLoginSchema } from '@prca/core';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { INPUT, LABEL } from '../../../../components/ui/text-field';
import { useLanguage } from '../../../../i18n/use-language';
import { useAdminSession } from '../../shared/session/admin-session-context';
import { loginErrorText, type LoginError } from '../login-error';

/**
 * Username and password, both required after trimming (SPEC.md section 5). A success changes
 * the session, and the login screen then moves on by itself.
 */
export function LoginForm() {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const session = useAdminSession();
  const usernameId = useId();
  const passwordId = useId();
  const errorId = useId();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<LoginError | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const checked = adminLoginSchema.safeParse({ username, password });
    if (!checked.success) {
      setError({
        reason: 'validation',
        key: checked.error.issues[0]?.message ?? 'admin.credentialsRequired',
      });
      return;
    }
    setError(null);
    setSubmitting(true);
    const outcome = await session.login(checked.data);
    if (!outcome.ok) {
      setSubmitting(false);
      setError(outcome);
    }
  };

  const message = error ? loginErrorText(error, t, language) : null;
  const invalid = error ? true : undefined;
  const describedBy = error ? errorId : undefined;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <div>
        <label htmlFor={usernameId} className={LABEL}>
          {t('login.username')}
        </label>
        <input
          id={usernameId}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={username}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          onChange={(event) => setUsername(event.target.value)}
          className={INPUT}
        />
      </div>
      <div>
        <label htmlFor={passwordId} className={LABEL}>
          {t('login.password')}
        </label>
        <input
          id={passwordId}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          onChange={(event) => setPassword(event.target.value)}
          className={INPUT}
        />
      </div>
      <p id={errorId} role="alert" className="min-h-6 font-medium text-red-700">
        {message}
      </p>
      <Button type="submit" busy={submitting} className="w-full">
        {submitting ? t('login.submitting') : t('login.submit')}
      </Button>
    </form>
  );
}
