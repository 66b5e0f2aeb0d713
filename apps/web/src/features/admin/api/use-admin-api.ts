import { useCallback, useEffect, useEffectEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n';
import { ApiRequestError } from '../../../lib/api-client';
import { useAdminSession } from '../session/admin-session-context';

/** What every admin call carries: the bearer token, and the language for the server's messages. */
export interface AdminAuth {
  token: string;
  locale: string;
}

/**
 * The words to show for a failed call: the server's own message (already in the reader's
 * language, since the call said which), else a sentence of ours.
 */
export function useFailureMessage(): (error: unknown) => string {
  const { t } = useTranslation('admin');
  return useCallback(
    (error: unknown) => {
      if (!(error instanceof ApiRequestError) || error.status === 0) return t('errors.network');
      if (error.message.startsWith('HTTP error!') || error.status >= 500) {
        return t('errors.server', { status: error.status });
      }
      return error.message;
    },
    [t],
  );
}

interface Settled<T> {
  /** Which load this answers: the key and the attempt. */
  request: string;
  /** The latest data that loaded, kept while the next load runs or after it fails. */
  data: T | undefined;
  error: string | null;
}

/**
 * Loads what a screen shows, again whenever `key` changes or `reload` is called; the previous
 * data stays on screen meanwhile. A 401 means the session ended on the server: the session is
 * forgotten and the guard shows the login.
 */
export function useAdminResource<T>(
  /** What is loaded, as text; null loads nothing (a panel that is closed). */
  key: string | null,
  load: (auth: AdminAuth, signal: AbortSignal) => Promise<T>,
) {
  const { token, expire } = useAdminSession();
  const describe = useFailureMessage();
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const request = `${attempt}:${key}`;
  const run = useEffectEvent((signal: AbortSignal) =>
    load({ token: token ?? '', locale: currentLanguage() }, signal),
  );
  const fail = useEffectEvent((answered: string, error: unknown) => {
    console.error('Admin request failed', error);
    if (error instanceof ApiRequestError && error.status === 401) return expire();
    const message = describe(error);
    setSettled((previous) => ({ request: answered, data: previous?.data, error: message }));
  });

  useEffect(() => {
    if (!token || key === null) return;
    const controller = new AbortController();
    run(controller.signal).then(
      (data) => setSettled({ request, data, error: null }),
      (error: unknown) => {
        if (!controller.signal.aborted) fail(request, error);
      },
    );
    return () => controller.abort();
  }, [request, key, token]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  const loading = key !== null && settled?.request !== request;
  return {
    data: settled?.data,
    loading,
    error: loading ? null : (settled?.error ?? null),
    reload,
  };
}

export type ActionState = { status: 'idle' | 'pending' } | { status: 'failed'; message: string };

/**
 * Runs a change (create, update, delete) and keeps what the administrator needs to see: that it
 * is under way, or the server's reason for refusing it. Resolves to the result, or undefined.
 */
export function useAdminAction() {
  const session = useAdminSession();
  const describe = useFailureMessage();
  const [state, setState] = useState<ActionState>({ status: 'idle' });
  const { token, expire } = session;

  const run = useCallback(
    async <T>(change: (auth: AdminAuth) => Promise<T>): Promise<T | undefined> => {
      if (!token) return undefined;
      setState({ status: 'pending' });
      try {
        const result = await change({ token, locale: currentLanguage() });
        setState({ status: 'idle' });
        return result;
      } catch (error) {
        console.error('Admin change failed', error);
        if (error instanceof ApiRequestError && error.status === 401) expire();
        else setState({ status: 'failed', message: describe(error) });
        return undefined;
      }
    },
    [token, expire, describe],
  );
  const reset = useCallback(() => setState({ status: 'idle' }), []);
  return useMemo(
    () => ({
      run,
      reset,
      pending: state.status === 'pending',
      error: state.status === 'failed' ? state.message : null,
    }),
    [run, reset, state],
  );
}
