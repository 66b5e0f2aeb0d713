import type { AdminProfile, AdminScope, Permission, Role } from '@prca/core';
import { ApiError } from '../../http/errors';
import { hashPassword, verifyPassword } from '../admin-users/password';
import { hashToken, newToken } from '../auth/tokens';
import type { AdminAuthRepository, AdminRow } from './repository';
import { THROTTLE_WINDOW_MS, throttleAddress, throttleWaitMs } from './throttle';

const MINUTE_MS = 60 * 1000;
/** A session ends after 2 hours without use, and after 12 hours whatever happens. */
export const ADMIN_IDLE_MS = 2 * 60 * MINUTE_MS;
export const ADMIN_ABSOLUTE_MS = 12 * 60 * MINUTE_MS;

// Verified against when the username does not exist, so that a wrong name and a wrong password
// take the same time and say nothing about which accounts exist.
let decoy: Promise<string> | undefined;
const decoyHash = () => (decoy ??= hashPassword('not the password of any account'));

export function toProfile(admin: AdminRow): AdminProfile {
  return {
    id: admin.id,
    username: admin.username,
    role: admin.role as Role,
    permissions: admin.permissions as Permission[],
    scope: (admin.scope as AdminScope | null) ?? null,
  };
}

export function createAdminAuthService(repository: AdminAuthRepository) {
  return {
    /**
     * Checks a username and password from a client address, throttled as `throttleWaitMs`
     * says (429 with the wait); a success forgets that address's failures for the name.
     */
    async login(username: string, password: string, clientIp: string) {
      const now = new Date();
      const address = throttleAddress(clientIp);
      const wait = await repository.takeTry(
        username,
        address,
        now,
        THROTTLE_WINDOW_MS,
        (failures) => throttleWaitMs(failures, now),
      );
      if (wait > 0) {
        throw new ApiError(429, 'admin.tooManyAttempts', {
          params: { minutes: String(Math.max(1, Math.ceil(wait / MINUTE_MS))) },
          headers: { 'retry-after': String(Math.ceil(wait / 1000)) },
        });
      }
      const admin = await repository.findByUsername(username);
      const valid = await verifyPassword(admin?.passwordHash ?? (await decoyHash()), password);
      // The try was recorded as a failure when it was taken: a failure leaves it there.
      if (!admin || !valid || admin.disabled) throw new ApiError(401, 'admin.invalidCredentials');
      await repository.clearFailures(username, address);
      const token = newToken();
      await repository.createSession(
        admin.id,
        hashToken(token),
        new Date(now.getTime() + ADMIN_ABSOLUTE_MS),
      );
      return { admin: toProfile(admin), token };
    },

    /** The admin of a bearer token, or undefined when it is not a live admin session. */
    async adminOf(token: string): Promise<AdminRow | undefined> {
      return repository.touchSession(hashToken(token), new Date(Date.now() - ADMIN_IDLE_MS));
    },

    async logout(token: string): Promise<void> {
      await repository.deleteSession(hashToken(token));
    },
  };
}

export type AdminAuthService = ReturnType<typeof createAdminAuthService>;
