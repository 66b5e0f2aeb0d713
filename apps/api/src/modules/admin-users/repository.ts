import { PERMISSIONS, type AdminScope } from '@prca/core';
import { and, arrayContains, count, desc, eq, ilike, inArray, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ADVISORY_LOCKS } from '../../db/advisory-locks';
import type { Database } from '../../db/client';
import { paginate } from '../../db/paginate';
import { admins, classes, schools, sessions } from '../../db/schema';

/** `column IN (ids)`, and false for no ids (an empty IN list is not SQL). */
const inArrayOrNone = (column: AnyPgColumn, ids: string[]) =>
  ids.length > 0 ? inArray(column, ids) : sql`false`;

export type AdminRow = typeof admins.$inferSelect;

/** The queries on accounts, on the database or inside a transaction. */
function accountQueries(db: Database) {
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

    /** Whether every school and class a scope names is stored. */
    async scopeExists(scope: AdminScope): Promise<boolean> {
      const [row] = await db
        .select({
          schools:
            sql<number>`(SELECT count(*) FROM ${schools} WHERE ${inArrayOrNone(schools.id, scope.schools)})`.mapWith(
              Number,
            ),
          classes:
            sql<number>`(SELECT count(*) FROM ${classes} WHERE ${inArrayOrNone(classes.id, scope.classes)})`.mapWith(
              Number,
            ),
        })
        .from(sql`(SELECT 1) AS one`);
      return row?.schools === scope.schools.length && row?.classes === scope.classes.length;
    },

    /** Active superadmins holding every permission, other than this account. */
    async otherFullSuperadmins(id: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(admins)
        .where(
          and(
            eq(admins.role, 'superadmin'),
            eq(admins.disabled, false),
            arrayContains(admins.permissions, [...PERMISSIONS]),
            ne(admins.id, id),
          ),
        );
      return row?.n ?? 0;
    },

    async findByUsername(username: string): Promise<AdminRow | undefined> {
      const [row] = await db.select().from(admins).where(eq(admins.username, username));
      return row;
    },

    /** Signs an account out everywhere (after a password change, a disable or a demotion). */
    async endSessions(id: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.adminId, id));
    },
  };
}

export type AccountQueries = ReturnType<typeof accountQueries>;

export function createAdminUsersRepository(db: Database) {
  return {
    ...accountQueries(db),
    /**
     * Runs `work` in a transaction that holds the accounts lock, on every instance: two
     * requests that each check "another superadmin remains" cannot both pass and both write.
     * `work` also gets the transaction, to write its audit entry with the change it records.
     */
    async serialised<T>(
      work: (accounts: AccountQueries, transaction: Database) => Promise<T>,
    ): Promise<T> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(${ADVISORY_LOCKS.adminAccounts})`);
        const transaction = tx as unknown as Database;
        return work(accountQueries(transaction), transaction);
      });
    },
  };
}

export type AdminUsersRepository = ReturnType<typeof createAdminUsersRepository>;
