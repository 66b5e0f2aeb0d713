import {
  authStatusSchema,
  successOnlyResponseSchema,
  successResponse,
  ticketExchangeResultSchema,
  ticketExchangeSchema,
  userProfileSchema,
  type UserProfile,
} from '@prca/core';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { ApiError } from '../../http/errors';
import type { UserAuthenticator } from './authenticate';
import { clearBindingCookie, readBindingCookie, setBindingCookie } from './browser-binding';
import type { AuthenticatedUser } from './repository';
import { CALLBACK_PATH, SIGN_IN_ATTEMPT_TTL_MS, type AuthService } from './service';
import { bearerToken, newToken } from './tokens';

export interface AuthRoutesOptions {
  config: Pick<Config, 'PUBLIC_URL'>;
  auth: AuthService;
  users: UserAuthenticator;
}

const toProfile = (user: AuthenticatedUser): UserProfile => ({
  id: user.id,
  name: user.name,
  profilePicture: user.pictureUrl,
});

// The provider's pages and ours pass codes and tickets in addresses: no Referer may carry them.
function redirectWithoutReferrer(reply: FastifyReply, location: string) {
  return reply
    .header('referrer-policy', 'no-referrer')
    .header('cache-control', 'no-store')
    .redirect(location, 302);
}

/**
 * Respondents' sign-in with an OpenID provider (Google by default, any issuer by OIDC_ISSUER)
 * and their sessions: SPEC.md sections 4 and 7, DESIGN.md "Tokens".
 */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { config, auth: service, users },
) => {
  const secureCookie = new URL(config.PUBLIC_URL).protocol === 'https:';

  // Starts provider sign-in: 302 to the provider, 404 when provider sign-in is off.
  app.get('/api/auth/google', async (request, reply) => {
    // A second tab reuses the browser's binding, so that both sign-ins can finish.
    const binding = readBindingCookie(request) ?? newToken();
    const location = await service.start(binding, request.log);
    setBindingCookie(reply, binding, {
      secure: secureCookie,
      maxAgeSeconds: SIGN_IN_ATTEMPT_TTL_MS / 1000,
    });
    return redirectWithoutReferrer(reply, location);
  });

  // The provider's redirect: always a 302 to the web app's /auth/callback, with a ticket or an error.
  app.get(CALLBACK_PATH, async (request, reply) => {
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
    const location = await service.finish(query, readBindingCookie(request), request.log);
    clearBindingCookie(reply, secureCookie);
    return redirectWithoutReferrer(reply, location);
  });

  app.post(
    '/api/auth/exchange',
    {
      schema: {
        body: ticketExchangeSchema,
        response: { 200: successResponse(ticketExchangeResultSchema) },
      },
    },
    async (request, reply) => {
      const { token, user } = await service.exchange(request.body.ticket);
      reply.header('cache-control', 'no-store');
      return { success: true as const, data: { token, user: toProfile(user) } };
    },
  );

  app.get(
    '/api/auth/me',
    { schema: { response: { 200: successResponse(userProfileSchema) } } },
    async (request, reply) => {
      const user = await users.authenticate(request);
      if (!user) throw new ApiError(401, 'auth.required');
      reply.header('cache-control', 'no-store');
      return { success: true as const, data: toProfile(user) };
    },
  );

  // Idempotent: an unknown or already revoked token is logged out all the same.
  app.post(
    '/api/auth/logout',
    { schema: { response: { 200: successOnlyResponseSchema } } },
    async (request) => {
      const token = bearerToken(request);
      if (token) await service.logout(token);
      return { success: true as const };
    },
  );

  app.get(
    '/api/auth/status',
    {
      schema: {
        response: { 200: successResponse(authStatusSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: {
        providerSignIn: service.providerSignIn,
        authenticated: (await users.identify(request)) !== undefined,
      },
    }),
  );
};
