import type { AuditFilters } from '@prca/core';
import { and, desc, eq, like, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { startOfDay } from '../../db/filters';
import { paginate } from '../../db/paginate';
import { auditLog } from '../../db/schema';

export type AuditRow = typeof auditLog.$inferSelect;

/** Entries the CSV export reads at a time. */
const EXPORT_BATCH = 1000;

/**
 * Who acted: `console` and `respondent` name those actors, any other name an admin by the name
 * the account had when it acted (kept after the account is deleted), in any case.
 */
function actorCondition(actor: string): SQL {
  if (actor === 'console' || actor === 'respondent') return eq(auditLog.actorKind, actor);
  return and(eq(auditLog.actorKind, 'admin'), sql`lower(${auditLog.actorName}) = lower(${actor})`)!;
}

/** `surveys.delete` is that action; `surveys`, without a dot, every action of the group. */
function actionCondition(action: string): SQL {
  return action.includes('.') ? eq(auditLog.action, action) : like(auditLog.action, `${action}.%`);
}

/**
 * The SQL condition of the audit filters (undefined: every entry). Dates are days in the
 * study's time zone, as for every other filter, and `to` includes its whole day.
 */
export function auditCondition(filters: AuditFilters, timeZone: string): SQL | undefined {
  const conditions = [
    filters.actor && actorCondition(filters.actor),
    filters.action && actionCondition(filters.action),
    filters.from && sql`${auditLog.createdAt} >= ${startOfDay(filters.from, timeZone)}`,
    filters.to &&
      sql`${auditLog.createdAt} < ${startOfDay(filters.to, timeZone)} + interval '1 day'`,
  ].filter((condition): condition is SQL => Boolean(condition));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** Reads of the audit log, newest first (its writer is audit/audit-log.ts). */
export function createAuditRepository(db: Database, timeZone: string) {
  return {
    async page(filters: AuditFilters, page: number, limit: number) {
      return paginate(db, {
        rows: db.select().from(auditLog).$dynamic(),
        from: auditLog,
        where: auditCondition(filters, timeZone),
        orderBy: [desc(auditLog.createdAt), desc(auditLog.seq)],
        page,
        limit,
      });
    },

    /**
     * Every matching entry, newest first, read a thousand at a time by keyset (created_at, seq),
     * so memory stays flat however long the log grows.
     */
    async *matching(filters: AuditFilters): AsyncGenerator<AuditRow> {
      let before: { at: string; seq: number } | undefined;
      for (;;) {
        const rows = await db
          .select({ row: auditLog, at: sql<string>`${auditLog.createdAt}::text` })
          .from(auditLog)
          .where(
            and(
              auditCondition(filters, timeZone),
              before &&
                sql`(${auditLog.createdAt}, ${auditLog.seq}) < (${before.at}::timestamptz, ${before.seq})`,
            ),
          )
          .orderBy(desc(auditLog.createdAt), desc(auditLog.seq))
          .limit(EXPORT_BATCH);
        for (const { row } of rows) yield row;
        const last = rows.at(-1);
        if (!last || rows.length < EXPORT_BATCH) return;
        before = { at: last.at, seq: last.row.seq };
      }
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
