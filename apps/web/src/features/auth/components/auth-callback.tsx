import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageLoading } from '../../../components/page-loading';
import { exchangeTicket } from '../api/exchange-ticket';

/**
 * /auth/callback (SPEC.md section 2). The `token` parameter is a single-use ticket valid for
 * a minute: it is exchanged for the session token, and the address is replaced at once so the
 * ticket does not stay in the history. An error, or nothing, goes home (and is logged).
 */
export function AuthCallback() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const handled = useRef(false);
  useEffect(() => {
    // The ticket works once: never exchange it twice, even if the effect runs again.
    if (handled.current) return;
    handled.current = true;
    const ticket = params.get('token');
    const error = params.get('error');
    window.history.replaceState(null, '', '/auth/callback');
    if (!ticket || error) {
      console.error('Sign-in failed', error ?? 'no token');
      void navigate('/', { replace: true });
      return;
    }
    exchangeTicket(ticket).then(
      () => navigate('/survey', { replace: true }),
      (failure: unknown) => {
        console.error('Sign-in could not be completed', failure);
        return navigate('/', { replace: true });
      },
    );
  }, [params, navigate]);
  return <PageLoading />;
}
