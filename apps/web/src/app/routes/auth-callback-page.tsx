import { AuthCallback } from '../../features/auth/components/auth-callback';

/** /auth/callback: where the identity provider sends the respondent back. */
export default function AuthCallbackRoute() {
  return <AuthCallback />;
}
