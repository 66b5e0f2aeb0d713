import * as oidc from 'openid-client';

/** How this server is registered at the OpenID provider (DESIGN.md "Runtime contract"). */
export interface ProviderSettings {
  issuer: string;
  clientId: string;
  /** Absent for a public client, which then relies on PKCE alone. */
  clientSecret?: string | undefined;
  /** Exactly as registered at the provider. */
  redirectUri: string;
  /** Plain-http issuer (a local test provider); never in production. */
  allowInsecureRequests: boolean;
}

/** What the callback needs to finish a sign-in that `authorizationRequest` began. */
export interface SignInChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/**
 * The account the provider vouched for, with the profile fields we keep: never its e-mail
 * address, which the server neither asks for nor stores (issue 27).
 */
export interface ProviderProfile {
  issuer: string;
  subject: string;
  name: string | null;
  pictureUrl: string | null;
}

/** The provider's discovery document could not be fetched: nothing to do but try later. */
export class ProviderUnavailableError extends Error {
  override name = 'ProviderUnavailableError';
}

const SCOPE = 'openid profile';
const REQUEST_TIMEOUT_SECONDS = 10;
const MAX_TEXT_LENGTH = 320;

function text(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed ? trimmed.slice(0, MAX_TEXT_LENGTH) : null;
}

// The picture ends up in an <img src>; anything but an http(s) address is dropped.
function httpUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

function hasWholeProfile(claims: Record<string, unknown>): boolean {
  return ['name', 'picture'].every((claim) => claims[claim] !== undefined);
}

/**
 * The OpenID Connect relying party: authorization code flow with PKCE (S256), state and nonce,
 * the provider's issuer and ID token signature checked by openid-client. Discovery runs once,
 * on first use, and is retried on the next sign-in if it failed.
 */
export function createProviderClient(settings: ProviderSettings) {
  let discovered: Promise<oidc.Configuration> | undefined;

  function configuration(): Promise<oidc.Configuration> {
    discovered ??= oidc
      .discovery(
        new URL(settings.issuer),
        settings.clientId,
        undefined,
        settings.clientSecret ? oidc.ClientSecretBasic(settings.clientSecret) : oidc.None(),
        {
          execute: settings.allowInsecureRequests ? [oidc.allowInsecureRequests] : [],
          timeout: REQUEST_TIMEOUT_SECONDS,
        },
      )
      .catch((error: unknown) => {
        discovered = undefined;
        throw new ProviderUnavailableError(`discovery of ${settings.issuer} failed`, {
          cause: error,
        });
      });
    return discovered;
  }

  return {
    /** Where to send the browser, and the secrets the callback will need. */
    async authorizationRequest(): Promise<{ url: URL; checks: SignInChecks }> {
      const config = await configuration();
      const checks = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        codeVerifier: oidc.randomPKCECodeVerifier(),
      };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: settings.redirectUri,
        scope: SCOPE,
        response_type: 'code',
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
      });
      return { url, checks };
    },

    /**
     * Redeems the code of the provider's answer (`callbackUrl`, the redirect URI with the
     * provider's query) and returns the verified account. Throws when any check fails.
     */
    async finish(callbackUrl: URL, checks: SignInChecks): Promise<ProviderProfile> {
      const config = await configuration();
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const idToken = tokens.claims();
      if (!idToken) throw new Error('the provider returned no ID token');
      let claims: Record<string, unknown> = idToken;
      // Providers that follow the specification strictly put profile claims in the userinfo
      // answer rather than the ID token (Google puts them in both).
      if (!hasWholeProfile(idToken) && config.serverMetadata().userinfo_endpoint) {
        const userInfo = await oidc.fetchUserInfo(config, tokens.access_token, idToken.sub);
        claims = { ...userInfo, ...idToken };
      }
      return {
        issuer: idToken.iss,
        subject: idToken.sub,
        name: text(claims.name),
        pictureUrl: httpUrl(claims.picture),
      };
    },
  };
}

export type ProviderClient = ReturnType<typeof createProviderClient>;
