import type { AdminProfile, AdminScope, Permission, Role } from '@prca/core';
import type { AuditLog } from '../../audit/audit-log';
import { ApiError } from '../../http/errors';
import { hashPassword, verifyPassword, type PasswordCost } from '../admin-users/password';
import { hashToken, newToken } from '../auth/tokens';
import type { AdminAuthRepository, AdminRow } from './repository';
import { THROTTLE_WINDOW_MS, throttleAddress, throttleWaitMs } from './throttle';

const MINUTE_MS = 60 * 1000;
/** A session ends after 2 hours without use, and after 12 hours whatever happens. */
export const ADMIN_IDLE_MS = 2 * 60 * MINUTE_MS;
export const ADMIN_ABSOLUTE_MS = 12 * 60 * MINUTE_MS;
/**
 * How stale a session's "last used" may be before a request marks it again. Marking every
 * request turned each admin read into a write (a dashboard's ten figures, ten writes); so the
 * idle window may end up to a minute early, never late.
 */
export const ADMIN_LAST_USED_RESOLUTION_MS = MINUTE_MS;

export function toProfile(admin: AdminRow): AdminProfile {
  return {
    id: admin.id,
    username: admin.username,
    role: admin.role as Role,
    permissions: admin.permissions as Permission[],
    scope: (admin.scope as AdminScope | null) ?? null,
  };
}

/** A try of `username` from `clientIp` taken under the login throttle, or a 429 saying how long to wait. */
async function takeThrottledTry(
  repository: AdminAuthRepository,
  username: string,
  address: string,
  now: Date,
): Promise<void> {
  const wait = await repository.takeTry(username, address, now, THROTTLE_WINDOW_MS, (failures) =>
    throttleWaitMs(failures, now),
  );
  if (wait > 0) {
    throw new ApiError(429, 'admin.tooManyAttempts', {
      params: { minutes: String(Math.max(1, Math.ceil(wait / MINUTE_MS))) },
      headers: { 'retry-after': String(Math.ceil(wait / 1000)) },
    });
  }
}

export function createAdminAuthService(
  repository: AdminAuthRepository,
  audit: AuditLog,
  passwordCost: PasswordCost,
) {
  // Verified against when the username does not exist, so that a wrong name and a wrong password
  // take the same time and say nothing about which accounts exist: made at the accounts' cost.
  let decoy: Promise<string> | undefined;
  const decoyHash = () => (decoy ??= hashPassword('not the password of any account', passwordCost));

  return {
    /**
     * Checks a username and password from a client address, throttled as `throttleWaitMs`
     * says (429 with the wait); a success forgets that address's failures for the name.
     */
    async login(username: string, password: string, clientIp: string) {
      const now = new Date();
      const address = throttleAddress(clientIp);
      await takeThrottledTry(repository, username, address, now);
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
      const now = Date.now();
      const live = await repository.findLiveSession(
        hashToken(token),
        new Date(now - ADMIN_IDLE_MS),
      );
      if (!live) return undefined;
      if (now - live.lastUsedAt.getTime() >= ADMIN_LAST_USED_RESOLUTION_MS) {
        await repository.markSessionUsed(live.sessionId);
      }
      return live.admin;
    },

    /**
     * The signed-in account's own password (issue 29), whatever its role or scope: the current
     * one checked under the login's throttle (a wrong one counts as a failed login, so the form
     * cannot be used to guess it), then the new one stored, every other session of the account
     * ended (the one in use stays) and the change audited.
     */
    async changeOwnPassword(
      admin: AdminRow,
      token: string,
      change: { currentPassword: string; newPassword: string },
      clientIp: string,
    ): Promise<void> {
      const address = throttleAddress(clientIp);
      await takeThrottledTry(repository, admin.username, address, new Date());
      if (!(await verifyPassword(admin.passwordHash, change.currentPassword))) {
        throw new ApiError(400, 'admin.currentPasswordWrong', { field: 'currentPassword' });
      }
      await repository.clearFailures(admin.username, address);
      await repository.setPassword(
        admin.id,
        await hashPassword(change.newPassword, passwordCost),
        hashToken(token),
      );
      await audit.record({ adminId: admin.id, action: 'admins.passwordChange', target: admin.id });
    },

    async logout(token: string): Promise<void> {
      await repository.deleteSession(hashToken(token));
    },
  };
}

export type AdminAuthService = ReturnType<typeof createAdminAuthService>;
