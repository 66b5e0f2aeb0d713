import { generateKeyPairSync, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration, type JWK } from 'oidc-provider';

/** An account at the test provider, with the claims a real one would release. */
export interface TestAccount {
  sub: string;
  email: string;
  name: string;
  picture: string;
}

export interface SignInAtProvider {
  /** The account to log in as (its `sub`); the provider's first account by default. */
  account?: string;
  /** Decline at the provider's sign-in page, as a person pressing "Cancel" does. */
  deny?: boolean;
}

export interface ProviderWalk {
  /** Where the provider finally sent the browser: the relying party's redirect URI. */
  returnUrl: URL;
  /** Every Location header the provider answered with, in order. */
  locations: string[];
}

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Changes what the provider says about an account from now on. */
  updateAccount(sub: string, changes: Partial<Omit<TestAccount, 'sub'>>): void;
  /**
   * Plays the browser from the authorization URL onwards: follows the provider's redirects by
   * hand with a small cookie jar, logs in and consents (or declines) in its interaction
   * step, and stops at the first address outside the provider.
   */
  signIn(authorizationUrl: string, options?: SignInAtProvider): Promise<ProviderWalk>;
  close(): Promise<void>;
}

/** The app's settings that make it sign in with this provider. */
export function signInWith(provider: TestOidcProvider) {
  return {
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: provider.clientId,
    OIDC_CLIENT_SECRET: provider.clientSecret,
  };
}

const ACCOUNT_HEADER = 'x-test-account';
const DENY_HEADER = 'x-test-deny';
const MAX_HOPS = 20;

function signingKey(): JWK {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), alg: 'RS256', use: 'sig', kid: 'test-key' };
}

/** The interaction step of a real login page, reduced to what the test asks for in headers. */
async function interact(
  provider: Provider,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  defaultAccount: string,
) {
  const details = await provider.interactionDetails(req, res);
  if (req.headers[DENY_HEADER]) {
    await provider.interactionFinished(
      req,
      res,
      { error: 'access_denied', error_description: 'The account holder declined.' },
      { mergeWithLastSubmission: false },
    );
    return;
  }
  // Log in and consent in one step, as a person who signs in and accepts at once: one
  // interaction round trip, the same for a script and for a real browser.
  const accountId =
    details.prompt.name === 'login'
      ? String(req.headers[ACCOUNT_HEADER] ?? defaultAccount)
      : String(details.session?.accountId);
  const clientId = String(details.params.client_id);
  const grant = details.grantId
    ? await provider.Grant.find(details.grantId)
    : new provider.Grant({ accountId, clientId });
  if (!grant) throw new Error('the grant of this interaction is gone');
  grant.addOIDCScope(String(details.params.scope));
  const grantId = await grant.save();
  await provider.interactionFinished(
    req,
    res,
    { login: { accountId }, consent: { grantId } },
    { mergeWithLastSubmission: false },
  );
}

/**
 * A real OpenID provider (node-oidc-provider) on 127.0.0.1 and a random port, with one
 * confidential client for `redirectUri` and the given accounts.
 */
export async function startOidcProvider({
  redirectUri,
  accounts,
  profileInIdToken = false,
  port: requestedPort = 0,
  clientSecret = randomBytes(24).toString('base64url'),
}: {
  redirectUri: string;
  accounts: TestAccount[];
  /** A fixed port (browser tests configure the app with the issuer before it starts). */
  port?: number;
  clientSecret?: string;
  /**
   * Put name, e-mail and picture in the ID token and offer no userinfo endpoint, as Google
   * effectively does; by default they come from the userinfo endpoint only, as the
   * specification prefers.
   */
  profileInIdToken?: boolean;
}): Promise<TestOidcProvider> {
  const [firstAccount] = accounts;
  if (!firstAccount) throw new Error('the test provider needs at least one account');
  const store = new Map(accounts.map((account) => [account.sub, { ...account }]));
  const clientId = 'prca-test-client';

  // The issuer names the port, so the server listens before the provider exists.
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(requestedPort, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;

  const configuration: Configuration = {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    async findAccount(_ctx, id) {
      const account = store.get(id);
      if (!account) return undefined;
      return {
        accountId: id,
        claims: () => ({ ...account, email_verified: true }),
      };
    },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'picture'],
    },
    conformIdTokenClaims: !profileInIdToken,
    features: {
      devInteractions: { enabled: false },
      userinfo: { enabled: !profileInIdToken },
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    jwks: { keys: [signingKey()] },
    // SameSite=None cookies need Secure, which a browser drops on plain http: Lax works there.
    cookies: {
      keys: [randomBytes(32).toString('base64url')],
      long: { sameSite: 'lax' },
      short: { sameSite: 'lax' },
    },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
  };
  const provider = new Provider(issuer, configuration);
  // A provider fault shows only as "oops! something went wrong" otherwise.
  provider.on('server_error', (_ctx, error) => console.error('test provider error:', error));
  const handleProtocol = provider.callback();
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (!req.url?.startsWith('/interaction/')) return void handleProtocol(req, res);
    interact(provider, req, res, firstAccount.sub).catch((error: unknown) => {
      res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
    });
  });

  return {
    issuer,
    clientId,
    clientSecret,

    updateAccount(sub, changes) {
      const account = store.get(sub);
      if (!account) throw new Error(`no test account ${sub}`);
      Object.assign(account, changes);
    },

    async signIn(authorizationUrl, { account = firstAccount.sub, deny = false } = {}) {
      const jar = new Map<string, string>();
      const locations: string[] = [];
      let url = new URL(authorizationUrl);
      for (let hop = 0; hop < MAX_HOPS; hop += 1) {
        if (url.origin !== issuer) return { returnUrl: url, locations };
        const headers: Record<string, string> = {
          cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
        };
        if (url.pathname.startsWith('/interaction/')) {
          headers[ACCOUNT_HEADER] = account;
          if (deny) headers[DENY_HEADER] = '1';
        }
        const response = await fetch(url, { redirect: 'manual', headers });
        for (const cookie of response.headers.getSetCookie()) {
          const [pair = ''] = cookie.split(';');
          const separator = pair.indexOf('=');
          const name = pair.slice(0, separator).trim();
          const value = pair.slice(separator + 1).trim();
          if (value && !/max-age=0|expires=thu, 01 jan 1970/i.test(cookie)) jar.set(name, value);
          else jar.delete(name);
        }
        const location = response.headers.get('location');
        if (response.status < 300 || response.status >= 400 || !location) {
          throw new Error(
            `the provider answered ${response.status} at ${url.pathname}: ${await response.text()}`,
          );
        }
        locations.push(location);
        url = new URL(location, url);
      }
      throw new Error(`the provider redirected more than ${MAX_HOPS} times`);
    },

    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}
