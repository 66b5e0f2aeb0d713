// A real OpenID provider for the browser tests (started by e2e/servers.ts).
import { startOidcProvider } from '../apps/api/test/support/oidc-provider';
import {
  PROVIDER_CLIENT_SECRET,
  PROVIDER_PORT,
  SIGN_IN_APP_PORT,
  TEST_ACCOUNT,
  WAVE_ACCOUNTS,
} from './sign-in-servers';

const provider = await startOidcProvider({
  redirectUri: `http://127.0.0.1:${SIGN_IN_APP_PORT}/api/auth/google/callback`,
  // The first is the one signed in when a request names none.
  accounts: [TEST_ACCOUNT, ...WAVE_ACCOUNTS],
  port: PROVIDER_PORT,
  clientSecret: PROVIDER_CLIENT_SECRET,
});
console.log(`test provider at ${provider.issuer}`);
process.on('SIGTERM', () => void provider.close().then(() => process.exit(0)));
