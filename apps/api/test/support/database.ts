import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { inject } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client';
import { IN_MEMORY, openEmbedded } from '../../src/db/embedded';
import { openPostgres } from '../../src/db/postgres';
import { TEST_DATABASE_URL, type BackendName } from './environment';
import { databaseUrl, onServer } from './postgres-server';

/** The run's embedded template, read once per worker: PGlite only reads it. */
let template: Uint8Array | undefined;
const embeddedTemplate = () => (template ??= fs.readFileSync(inject('embeddedTemplateFile')));

/**
 * A throw-away copy of the run's migrated template on TEST_DATABASE_URL's server: its address,
 * for as many connections (or app instances) as a test opens, and its removal.
 */
export async function createTestPostgresDatabase(): Promise<{
  url: string;
  drop(): Promise<void>;
}> {
  if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  const name = `prca_test_${randomBytes(6).toString('hex')}`;
  const template = inject('postgresTemplate');
  await onServer(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  return {
    url: databaseUrl(name),
    drop: () => onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/**
 * A fresh, migrated database for one test file: PGlite in memory, or a throw-away database
 * on the PostgreSQL server of TEST_DATABASE_URL that is dropped again on close. Both are
 * copies of the run's migrated template (database-template.ts), so the migrations that
 * opening runs find nothing left to do.
 */
export async function openTestDatabase(backend: BackendName): Promise<DatabaseHandle> {
  if (backend === 'embedded') return openEmbedded(IN_MEMORY, { template: embeddedTemplate() });
  const database = await createTestPostgresDatabase();
  const handle = await openPostgres(database.url, 4);
  return {
    ...handle,
    async close() {
      await handle.close();
      await database.drop();
    },
  };
}
