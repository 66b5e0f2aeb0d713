import { and, count, eq, getTableColumns, gt, max, min, ne, sql } from 'drizzle-orm';
import { ADVISORY_LOCKS } from '../../db/advisory-locks';
import type { Database } from '../../db/client';
import { adminLoginFailures, admins, sessions } from '../../db/schema';

import type { RecentFailures } from './throttle';

export type AdminRow = typeof admins.$inferSelect;

export function createAdminAuthRepository(db: Database) {
  return {
    async findByUsername(username: string): Promise<AdminRow | undefined> {
      const [admin] = await db.select().from(admins).where(eq(admins.username, username));
      return admin;
    },

    /**
     * Takes a try for a name from an address, atomically on every instance: under one lock,
     * reads the failures of the window and, when `waitMs` says the try may go ahead, records
     * it at once as a failure (a success removes it again). So concurrent tries see each
     * other, and no more are checked than the throttle allows. Returns how long the try must
     * wait instead (0 when it was taken).
     */
    async takeTry(
      username: string,
      address: string,
      now: Date,
      windowMs: number,
      waitMs: (failures: RecentFailures) => number,
    ): Promise<number> {
      const since = new Date(now.getTime() - windowMs);
      return db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(${ADVISORY_LOCKS.adminLogin})`);
        const recent = and(
          eq(adminLoginFailures.address, address),
          gt(adminLoginFailures.failedAt, since),
        );
        const [pair] = await tx
          .select({ count: count(), last: max(adminLoginFailures.failedAt) })
          .from(adminLoginFailures)
          .where(and(recent, eq(adminLoginFailures.username, username)));
        const [fromAddress] = await tx
          .select({ count: count(), oldest: min(adminLoginFailures.failedAt) })
          .from(adminLoginFailures)
          .where(recent);
        const wait = waitMs({
          pair: { count: pair?.count ?? 0, last: pair?.last ?? null },
          address: { count: fromAddress?.count ?? 0, oldest: fromAddress?.oldest ?? null },
        });
        if (wait > 0) return wait;
        await tx.insert(adminLoginFailures).values({ username, address, failedAt: now });
        return 0;
      });
    },
    /** After a success: the name's failures from this address count no more. */
    async clearFailures(username: string, address: string): Promise<void> {
      await db
        .delete(adminLoginFailures)
        .where(
          and(eq(adminLoginFailures.username, username), eq(adminLoginFailures.address, address)),
        );
    },
    async createSession(adminId: string, tokenHash: string, expiresAt: Date): Promise<void> {
      await db.insert(sessions).values({ tokenHash, kind: 'admin', adminId, expiresAt });
    },

    /**
     * The enabled admin of a live session (not past its absolute expiry, used within the idle
     * window), with when the session was last used; the session of a disabled account is none.
     */
    async findLiveSession(
      tokenHash: string,
      idleSince: Date,
    ): Promise<{ sessionId: string; lastUsedAt: Date; admin: AdminRow } | undefined> {
      const [live] = await db
        .select({
          sessionId: sessions.id,
          lastUsedAt: sessions.lastUsedAt,
          admin: getTableColumns(admins),
        })
        .from(sessions)
        .innerJoin(admins, eq(admins.id, sessions.adminId))
        .where(
          and(
            eq(sessions.tokenHash, tokenHash),
            eq(sessions.kind, 'admin'),
            gt(sessions.expiresAt, sql`now()`),
            gt(sessions.lastUsedAt, idleSince),
            eq(admins.disabled, false),
          ),
        );
      return live;
    },

    /** Marks a session used now: its idle window starts again. */
    async markSessionUsed(sessionId: string): Promise<void> {
      await db
        .update(sessions)
        .set({ lastUsedAt: sql`now()` })
        .where(eq(sessions.id, sessionId));
    },

    /**
     * A new password for an account, and every session of it but `keptTokenHash` ended, in one
     * transaction: whoever else held a session (a stolen token, another computer) is out.
     */
    async setPassword(adminId: string, passwordHash: string, keptTokenHash: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(admins).set({ passwordHash }).where(eq(admins.id, adminId));
        await tx
          .delete(sessions)
          .where(and(eq(sessions.adminId, adminId), ne(sessions.tokenHash, keptTokenHash)));
      });
    },

    async deleteSession(tokenHash: string): Promise<void> {
      await db
        .delete(sessions)
        .where(and(eq(sessions.tokenHash, tokenHash), eq(sessions.kind, 'admin')));
    },
  };
}

export type AdminAuthRepository = ReturnType<typeof createAdminAuthRepository>;
