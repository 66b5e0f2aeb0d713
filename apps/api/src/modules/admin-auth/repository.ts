import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { adminLoginFailures, admins, sessions } from '../../db/schema';

export type AdminRow = typeof admins.$inferSelect;

export function createAdminAuthRepository(db: Database) {
  return {
    async findByUsername(username: string): Promise<AdminRow | undefined> {
      const [admin] = await db.select().from(admins).where(eq(admins.username, username));
      return admin;
    },

    async failuresSince(username: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ failures: count() })
        .from(adminLoginFailures)
        .where(
          and(eq(adminLoginFailures.username, username), gt(adminLoginFailures.failedAt, since)),
        );
      return row?.failures ?? 0;
    },

    async recordFailure(username: string): Promise<void> {
      await db.insert(adminLoginFailures).values({ username });
    },

    async clearFailures(username: string): Promise<void> {
      await db.delete(adminLoginFailures).where(eq(adminLoginFailures.username, username));
    },

    async createSession(adminId: string, tokenHash: string, expiresAt: Date): Promise<void> {
      await db.insert(sessions).values({ tokenHash, kind: 'admin', adminId, expiresAt });
    },

    /**
     * The enabled admin of a live session: not past its absolute expiry, and used within the
     * idle window. Marks it used, so the idle window starts again.
     */
    async touchSession(tokenHash: string, idleSince: Date): Promise<AdminRow | undefined> {
      const [row] = await db
        .update(sessions)
        .set({ lastUsedAt: sql`now()` })
        .where(
          and(
            eq(sessions.tokenHash, tokenHash),
            eq(sessions.kind, 'admin'),
            gt(sessions.expiresAt, sql`now()`),
            gt(sessions.lastUsedAt, idleSince),
          ),
        )
        .returning({ adminId: sessions.adminId });
      if (!row?.adminId) return undefined;
      const [admin] = await db
        .select()
        .from(admins)
        .where(and(eq(admins.id, row.adminId), eq(admins.disabled, false)));
      return admin;
    },

    async deleteSession(tokenHash: string): Promise<void> {
      await db
        .delete(sessions)
        .where(and(eq(sessions.tokenHash, tokenHash), eq(sessions.kind, 'admin')));
    },
  };
}

export type AdminAuthRepository = ReturnType<typeof createAdminAuthRepository>;
