import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { ApiError } from '../../http/errors';
import type { AuthRepository, AuthenticatedUser } from './repository';
import {
  ProviderUnavailableError,
  createProviderClient,
  type ProviderClient,
} from './provider-client';
import { hashToken, newToken, tokenMatchesHash } from './tokens';

export const SIGN_IN_ATTEMPT_TTL_MS = 10 * 60 * 1000;
export const SIGN_IN_TICKET_TTL_MS = 60 * 1000;
export const USER_SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Where the provider sends the browser back, under PUBLIC_URL. */
export const CALLBACK_PATH = '/api/auth/google/callback';

export type SignInConfig = Pick<
  Config,
  'NODE_ENV' | 'OIDC_ISSUER' | 'OIDC_CLIENT_ID' | 'OIDC_CLIENT_SECRET' | 'PUBLIC_URL'
>;

/**
 * Why a sign-in came back without a ticket, as the `error` of the web app's /auth/callback.
 * Our own short codes: nothing the provider or the address bar sent is echoed back.
 */
export type SignInErrorCode =
  | 'access_denied'
  | 'provider_error'
  | 'provider_unavailable'
  | 'invalid_state'
  | 'browser_mismatch'
  | 'sign_in_failed';

export interface AuthServiceOptions {
  repository: AuthRepository;
  /** Undefined when provider sign-in is off (no OIDC_CLIENT_ID). */
  provider: ProviderClient | undefined;
  /** `${PUBLIC_URL}/api/auth/google/callback`, as registered at the provider. */
  redirectUri: string;
  /** `${PUBLIC_URL}/auth/callback`: the web app's page that receives the ticket or the error. */
  webCallbackUrl: string;
  now?: () => Date;
}

/**
 * Provider sign-in (DESIGN.md "Tokens"): an attempt bound to the browser, the provider's
 * answer turned into a single-use ticket, the ticket exchanged once for a session token.
 */
export function createAuthService({
  repository,
  provider,
  redirectUri,
  webCallbackUrl,
  now = () => new Date(),
}: AuthServiceOptions) {
  const webCallback = (params: { token: string } | { error: SignInErrorCode }) =>
    `${webCallbackUrl}?${new URLSearchParams(params).toString()}`;

  async function beginAttempt(client: ProviderClient, binding: string): Promise<string> {
    const { url, checks } = await client.authorizationRequest();
    const at = now();
    await repository.saveAttempt(
      {
        state: checks.state,
        nonce: checks.nonce,
        codeVerifier: checks.codeVerifier,
        browserBindingHash: hashToken(binding),
        expiresAt: new Date(at.getTime() + SIGN_IN_ATTEMPT_TTL_MS),
      },
      at,
    );
    return url.href;
  }

  async function completeAttempt(
    client: ProviderClient,
    query: string,
    binding: string | undefined,
    log: FastifyBaseLogger,
  ): Promise<string> {
    const params = new URLSearchParams(query);
    const state = params.get('state');
    // Taken first, so that whatever happens next the attempt cannot be played again.
    const attempt = state ? await repository.takeAttempt(state) : undefined;
    const providerError = params.get('error');
    if (providerError) {
      log.info({ providerError }, 'provider sign-in: the provider answered with an error');
      return webCallback({
        error: providerError === 'access_denied' ? 'access_denied' : 'provider_error',
      });
    }
    if (!attempt || attempt.expiresAt <= now()) return webCallback({ error: 'invalid_state' });
    if (!binding || !tokenMatchesHash(binding, attempt.browserBindingHash)) {
      log.warn('provider sign-in: callback from a browser that did not start it');
      return webCallback({ error: 'browser_mismatch' });
    }

    let profile;
    try {
      profile = await client.finish(new URL(`${redirectUri}?${query}`), attempt);
    } catch (error) {
      if (error instanceof ProviderUnavailableError) throw error;
      log.warn({ err: error }, 'provider sign-in: the provider answer did not check out');
      return webCallback({ error: 'sign_in_failed' });
    }
    const ticket = newToken();
    const at = now();
    await repository.saveSignIn(
      profile,
      { hash: hashToken(ticket), expiresAt: new Date(at.getTime() + SIGN_IN_TICKET_TTL_MS) },
      at,
    );
    return webCallback({ token: ticket });
  }

  // The browser is on these two routes, not a script: it goes back to the web app with an
  // error code, never to a JSON error page.
  function failure(error: unknown, log: FastifyBaseLogger): string {
    const unavailable = error instanceof ProviderUnavailableError;
    log.error(
      { err: error },
      `provider sign-in: ${unavailable ? 'provider unreachable' : 'failed'}`,
    );
    return webCallback({ error: unavailable ? 'provider_unavailable' : 'sign_in_failed' });
  }

  return {
    providerSignIn: provider !== undefined,

    /**
     * Begins a sign-in for the browser holding `binding` (its cookie value, new or reused):
     * the provider's authorization URL, or the web app's callback with an error.
     */
    async start(binding: string, log: FastifyBaseLogger): Promise<string> {
      if (!provider) throw new ApiError(404, 'auth.providerDisabled');
      return beginAttempt(provider, binding).catch((error: unknown) => failure(error, log));
    },

    /**
     * Finishes a sign-in from the provider's redirect (`query` is its raw query string) and
     * returns where to send the browser: the web app's callback with a ticket or an error.
     */
    async finish(
      query: string,
      binding: string | undefined,
      log: FastifyBaseLogger,
    ): Promise<string> {
      if (!provider) throw new ApiError(404, 'auth.providerDisabled');
      return completeAttempt(provider, query, binding, log).catch((error: unknown) =>
        failure(error, log),
      );
    },

    /** Spends a ticket for a session token; a used, expired or unknown ticket is a 401. */
    async exchange(ticket: string): Promise<{ token: string; user: AuthenticatedUser }> {
      const token = newToken();
      const at = now();
      const user = await repository.redeemTicket(
        hashToken(ticket),
        { hash: hashToken(token), expiresAt: new Date(at.getTime() + USER_SESSION_TTL_MS) },
        at,
      );
      if (!user) throw new ApiError(401, 'auth.invalidTicket');
      return { token, user };
    },

    /** Ends the session of `token`, whether or not it still exists. */
    async logout(token: string): Promise<void> {
      await repository.deleteUserSession(hashToken(token));
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

/** The sign-in service as the configuration sets it up: provider sign-in only with a client id. */
export function authServiceFor(config: SignInConfig, repository: AuthRepository): AuthService {
  const publicUrl = config.PUBLIC_URL.replace(/\/+$/, '');
  const redirectUri = `${publicUrl}${CALLBACK_PATH}`;
  const provider = config.OIDC_CLIENT_ID
    ? createProviderClient({
        issuer: config.OIDC_ISSUER,
        clientId: config.OIDC_CLIENT_ID,
        clientSecret: config.OIDC_CLIENT_SECRET,
        redirectUri,
        allowInsecureRequests:
          new URL(config.OIDC_ISSUER).protocol === 'http:' && config.NODE_ENV !== 'production',
      })
    : undefined;
  return createAuthService({
    repository,
    provider,
    redirectUri,
    webCallbackUrl: `${publicUrl}/auth/callback`,
  });
}
