import { and, count, desc, eq, ilike, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { paginate } from '../../db/paginate';
import { admins, sessions } from '../../db/schema';

export type AdminRow = typeof admins.$inferSelect;

export function createAdminUsersRepository(db: Database) {
  return {
    async page(search: string | undefined, page: number, limit: number) {
      return paginate(db, {
        rows: db.select().from(admins).$dynamic(),
        from: admins,
        where: search
          ? ilike(admins.username, `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
          : undefined,
        orderBy: [desc(admins.createdAt), admins.username],
        page,
        limit,
      });
    },

    async find(id: string): Promise<AdminRow | undefined> {
      const [row] = await db.select().from(admins).where(eq(admins.id, id));
      return row;
    },

    /** Undefined when the username is taken. */
    async insert(values: typeof admins.$inferInsert): Promise<AdminRow | undefined> {
      const [row] = await db
        .insert(admins)
        .values(values)
        .onConflictDoNothing({ target: admins.username })
        .returning();
      return row;
    },

    async update(id: string, values: Partial<typeof admins.$inferInsert>) {
      const [row] = await db
        .update(admins)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(admins.id, id))
        .returning();
      return row;
    },

    async remove(id: string): Promise<void> {
      await db.delete(admins).where(eq(admins.id, id));
    },

    /** Active superadmins other than this one. */
    async otherActiveSuperadmins(id: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(admins)
        .where(and(eq(admins.role, 'superadmin'), eq(admins.disabled, false), ne(admins.id, id)));
      return row?.n ?? 0;
    },

    /** Signs an account out everywhere (after a password change, a disable or a demotion). */
    async endSessions(id: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.adminId, id));
    },
  };
}

export type AdminUsersRepository = ReturnType<typeof createAdminUsersRepository>;
