import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Database, DatabaseHandle } from './client';
import { MIGRATIONS_FOLDER } from './migrations-folder';
import * as schema from './schema';

// Any fixed number: instances starting together take turns at migrating.
const MIGRATION_LOCK_KEY = 7_240_024;

async function migrateWithLock(connectionString: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.end();
  }
}

/** A pool of connections to a PostgreSQL server, migrated before first use. */
export async function openPostgres(
  connectionString: string,
  poolSize: number,
): Promise<DatabaseHandle> {
  await migrateWithLock(connectionString);
  const pool = new pg.Pool({ connectionString, max: poolSize });
  // An idle client that loses its server must not crash the process; the next query reports it.
  pool.on('error', () => {});
  const db = drizzle({ client: pool, schema }) as unknown as Database;
  let closed = false;
  return {
    db,
    kind: 'postgresql',
    async ping() {
      await pool.query('SELECT 1');
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
