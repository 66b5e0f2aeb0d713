import type { SQL } from 'drizzle-orm';
import type { Database } from './client';

/** Anything that runs SQL: the database or a transaction on it. */
export type SqlRunner = Pick<Database, 'execute'>;

/** The rows of a plain SQL query; both drivers answer `{ rows }`. */
export async function queryRows<T>(runner: SqlRunner, query: SQL): Promise<T[]> {
  const result = await runner.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}
