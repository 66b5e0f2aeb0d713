import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageLoading } from '../../components/page-loading';
import { STORAGE_KEYS, writeText } from '../../lib/storage';

/** /auth/callback (SPEC.md section 2): keep the token and go to the survey, else go home. */
export default function AuthCallback() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  useEffect(() => {
    const token = params.get('token');
    const error = params.get('error');
    if (token && !error) {
      writeText(STORAGE_KEYS.authToken, token);
      void navigate('/survey', { replace: true });
    } else {
      console.error('Sign-in failed', error ?? 'no token');
      void navigate('/', { replace: true });
    }
  }, [params, navigate]);
  return <PageLoading />;
}
