import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { DatabaseHandle } from '../../src/db/client';
import { IN_MEMORY, openEmbedded } from '../../src/db/embedded';
import { openPostgres } from '../../src/db/postgres';
import { TEST_DATABASE_URL, type BackendName } from './environment';

async function onServer(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, migrated database for one test file: PGlite in memory, or a throw-away database
 * on the PostgreSQL server of TEST_DATABASE_URL that is dropped again on close.
 */
export async function openTestDatabase(backend: BackendName): Promise<DatabaseHandle> {
  if (backend === 'embedded') return openEmbedded(IN_MEMORY);
  if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  const name = `prca_test_${randomBytes(6).toString('hex')}`;
  await onServer(`CREATE DATABASE ${name}`);
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString(), 4);
  return {
    ...handle,
    async close() {
      await handle.close();
      await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
