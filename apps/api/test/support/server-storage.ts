import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openEmbedded } from '../../src/db/embedded';
import { surveyResponses } from '../../src/db/schema';
import { secretFileOf } from '../../src/identity/secret-file';
import { TEST_DATABASE_URL, type BackendName } from './environment';
import { fillWithMigratedTemplate } from './migrated-data-dir';
import { startServer, type ServerDatabase, type ServerProcess } from './server-process';

/**
 * Where a real server process keeps its data, kept across its deaths: a data directory for
 * the embedded database, or a throw-away database on the PostgreSQL server of
 * TEST_DATABASE_URL.
 */
export interface ServerStorage {
  backend: BackendName;
  database: ServerDatabase;
  /** Starts the real server on this storage, with `extra` in its environment. */
  start(extra?: Record<string, string>): Promise<ServerProcess>;
  /**
   * The id of every stored survey response, one entry per row, read from the database
   * itself rather than through the API. Call it while no server runs (the embedded
   * database admits one process).
   */
  storedResponseIds(): Promise<string[]>;
  /** The file a server holds while it runs on this storage (the embedded database only). */
  lockFile?: string;
}

export interface EmbeddedStorage extends ServerStorage {
  dataDir: string;
  lockFile: string;
}

// A killed server must never leave the test waiting on the database.
const PG_TIMEOUTS = {
  connectionTimeoutMillis: 10_000,
  statement_timeout: 10_000,
  query_timeout: 15_000,
};

async function queryPostgres<Row extends pg.QueryResultRow>(
  connectionString: string,
  sql: string,
): Promise<Row[]> {
  const client = new pg.Client({ connectionString, ...PG_TIMEOUTS });
  await client.connect();
  try {
    return (await client.query<Row>(sql)).rows;
  } finally {
    await client.end();
  }
}

const removals: Array<() => Promise<void>> = [];

/** Deletes every data directory and database made here (afterAll, once the servers are gone). */
export async function removeAllStorage(): Promise<void> {
  for (const remove of removals.splice(0)) await remove();
}

/**
 * What new storage holds: nothing, so that the server's start is a first start, or the
 * migrated database every run's tests copy (database-template.ts), for tests that are about
 * later starts; the server still makes its identity check and first admin account on it.
 */
export type StorageContents = 'empty' | 'migrated';

/**
 * A data directory for the embedded database; removed with the identity secret the server
 * makes beside it.
 */
export function createEmbeddedStorage(contents: StorageContents = 'empty'): EmbeddedStorage {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prca-durability-'));
  if (contents === 'migrated') fillWithMigratedTemplate(dataDir);
  removals.push(async () => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(secretFileOf(dataDir), { force: true });
  });
  const database = { dataDir };
  return {
    backend: 'embedded',
    database,
    dataDir,
    lockFile: path.join(dataDir, 'prca.lock'),
    start: (extra) => startServer(database, extra),
    async storedResponseIds() {
      const handle = await openEmbedded(dataDir);
      try {
        const rows = await handle.db.select({ id: surveyResponses.id }).from(surveyResponses);
        return rows.map((row) => row.id);
      } finally {
        await handle.close();
      }
    },
  };
}

async function postgresStorage(contents: StorageContents): Promise<ServerStorage> {
  if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  const name = `prca_durability_${randomBytes(6).toString('hex')}`;
  const template = contents === 'migrated' ? inject('postgresTemplate') : null;
  await queryPostgres(
    TEST_DATABASE_URL,
    `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`,
  );
  // FORCE ends any session a killed server left behind, so the drop never waits on it.
  removals.push(async () => {
    await queryPostgres(TEST_DATABASE_URL!, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  const database = { databaseUrl: url.toString() };
  return {
    backend: 'postgresql',
    database,
    start: (extra) => startServer(database, extra),
    async storedResponseIds() {
      const rows = await queryPostgres<{ id: string }>(
        database.databaseUrl,
        'SELECT id FROM survey_responses',
      );
      return rows.map((row) => row.id);
    },
  };
}

/** New storage of the given kind: empty (the server migrates it on its first start) or migrated. */
export async function createServerStorage(
  backend: BackendName,
  contents: StorageContents = 'empty',
): Promise<ServerStorage> {
  return backend === 'embedded' ? createEmbeddedStorage(contents) : postgresStorage(contents);
}
