import { count, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client';

/** Which page of which rows: what a list states, the paging itself is the same everywhere. */
export interface PageQuery<TRows extends PgSelect> {
  /**
   * The select of the rows, made dynamic and without a filter or order (both are added here):
   * `db.select().from(table).$dynamic()`.
   */
  rows: TRows;
  /** The table the rows come from, where the total is counted. */
  from: PgTable;
  /** The filter; the page and the total both use it, so they always agree. */
  where: SQL | undefined;
  /** Ends in a unique tie-breaker, so no row repeats or goes missing between pages. */
  orderBy: (PgColumn | SQL | SQL.Aliased)[];
  /** 1-based. */
  page: number;
  limit: number;
}

/** One page of the matching rows and how many match in all, read side by side. */
export async function paginate<TRows extends PgSelect>(
  db: Database,
  { rows, from, where, orderBy, page, limit }: PageQuery<TRows>,
): Promise<{ rows: Awaited<TRows>; total: number }> {
  const [pageRows, [counted]] = await Promise.all([
    rows
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(from).where(where),
  ]);
  return { rows: pageRows, total: counted?.total ?? 0 };
}
