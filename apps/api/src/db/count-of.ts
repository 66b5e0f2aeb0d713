import { sql, type SQL } from 'drizzle-orm';

/**
 * `(SELECT count(*) FROM table WHERE table.column = parent.id)`, written out in full: drizzle
 * leaves columns unqualified in a select from one table, which would compare the subquery's
 * own columns.
 */
export function countOf(table: string, column: string, parent: string): SQL<number> {
  return sql<number>`(SELECT count(*)::int FROM ${sql.identifier(table)} WHERE ${sql.identifier(table)}.${sql.identifier(column)} = ${sql.identifier(parent)}.id)`;
}
