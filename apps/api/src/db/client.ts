import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Config } from '../config';
import type * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'embedded' | 'postgresql';

/** An open, migrated database: the query builder plus what the process needs to manage it. */
export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Throws when the database cannot answer. */
  ping(): Promise<void>;
  /**
   * A consistent copy of the whole database as a .tar.gz, or a plain .tar for a copy that is
   * loaded again at once (the tests' template); the embedded database only.
   */
  dump?(compression?: 'gzip' | 'none'): Promise<Blob>;
  /** Flushes and closes; safe to call twice. */
  close(): Promise<void>;
}

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded database in DATA_DIR. */
export async function openDatabase(
  config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR' | 'DATABASE_POOL_SIZE'>,
): Promise<DatabaseHandle> {
  if (config.DATABASE_URL) {
    const { openPostgres } = await import('./postgres');
    return openPostgres(config.DATABASE_URL, config.DATABASE_POOL_SIZE);
  }
  const { openEmbedded } = await import('./embedded');
  return openEmbedded(config.DATA_DIR);
}
