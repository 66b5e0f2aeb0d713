import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Database, DatabaseHandle } from './client';
import { ADVISORY_LOCKS } from './advisory-locks';
import { MIGRATIONS_FOLDER } from './migrations-folder';
import * as schema from './schema';

async function migrateWithLock(connectionString: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [ADVISORY_LOCKS.migrations]);
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
