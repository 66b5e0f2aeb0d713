import type { AdminProfile, Permission, Role } from '@prca/core';
import { ApiError } from '../../http/errors';
import { hashPassword, verifyPassword } from '../admin-users/password';
import { hashToken, newToken } from '../auth/tokens';
import type { AdminAuthRepository, AdminRow } from './repository';

const MINUTE_MS = 60 * 1000;
export const THROTTLE_WINDOW_MS = 15 * MINUTE_MS;
export const THROTTLE_MAX_FAILURES = 5;
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
  };
}

export function createAdminAuthService(repository: AdminAuthRepository) {
  return {
    /**
     * Checks a username and password. After 5 failures for one username within 15 minutes,
     * further attempts are refused (429) until the window passes; a success clears the count.
     */
    async login(username: string, password: string) {
      const now = Date.now();
      const failures = await repository.failuresSince(username, new Date(now - THROTTLE_WINDOW_MS));
      if (failures >= THROTTLE_MAX_FAILURES) throw new ApiError(429, 'admin.tooManyAttempts');

      const admin = await repository.findByUsername(username);
      const valid = await verifyPassword(admin?.passwordHash ?? (await decoyHash()), password);
      if (!admin || !valid || admin.disabled) {
        await repository.recordFailure(username);
        throw new ApiError(401, 'admin.invalidCredentials');
      }
      await repository.clearFailures(username);
      const token = newToken();
      await repository.createSession(admin.id, hashToken(token), new Date(now + ADMIN_ABSOLUTE_MS));
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
