import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { ApiError } from '../../http/errors';
import { createAuthRepository, type AuthenticatedUser } from './repository';
import { bearerToken, hashToken } from './tokens';

export type { AuthenticatedUser } from './repository';

// Recording every request would turn each read into a write; the hour is what matters.
const LAST_USED_RESOLUTION_MS = 60 * 60 * 1000;

export interface UserAuthenticator {
  /**
   * The respondent whose session token the request carries (`Authorization: Bearer …`):
   * undefined when there is no Authorization header; a 401 ApiError (`auth.invalidSession`)
   * when there is one but it opens no live session (unknown, expired, logged out, malformed).
   */
  authenticate(request: FastifyRequest): Promise<AuthenticatedUser | undefined>;
  /** Like `authenticate`, but an invalid credential is simply nobody, never an error. */
  identify(request: FastifyRequest): Promise<AuthenticatedUser | undefined>;
}

/** Resolves respondents' bearer tokens against the `sessions` table (kind 'user'). */
export function createUserAuthenticator(db: Database): UserAuthenticator {
  const repository = createAuthRepository(db);

  async function userForToken(token: string): Promise<AuthenticatedUser | undefined> {
    const now = new Date();
    const found = await repository.findUserSession(hashToken(token), now);
    if (!found) return undefined;
    if (now.getTime() - found.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS) {
      await repository.touchSession(found.sessionId, now);
    }
    return found.user;
  }

  return {
    async authenticate(request) {
      const token = bearerToken(request);
      if (token === undefined) return undefined;
      const user = token === null ? undefined : await userForToken(token);
      if (!user) throw new ApiError(401, 'auth.invalidSession');
      return user;
    },

    async identify(request) {
      const token = bearerToken(request);
      return token ? userForToken(token) : undefined;
    },
  };
}
