import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { withDrizzleParsers } from './pglite-parsers';
import type { Database, DatabaseHandle } from './client';
import { lockDataDir, type DataDirLock } from './data-dir-lock';
import { createClusterInChild } from './embedded-cluster';
import { closeToOthers, prepareDataDir } from './data-dir-safety';
import { MIGRATIONS_FOLDER } from './migrations-folder';
import * as schema from './schema';

/**
 * PostgreSQL's memory settings for a small server (issue 33), measured on a restart with
 * `npm run bench -- --only memory`: PGlite's default shared_buffers (160 MB) cost the process
 * about 110 MB resident at open, whatever the database's size. PGlite takes `-c` settings
 * after its own start parameters, which must stay.
 */
export const EMBEDDED_SETTINGS = {
  shared_buffers: '16MB',
  work_mem: '2MB',
  maintenance_work_mem: '16MB',
  temp_buffers: '2MB',
  wal_buffers: '1MB',
} as const;

const START_PARAMS = [
  ...PGlite.defaultStartParams,
  ...Object.entries(EMBEDDED_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
];

/** DATA_DIR value that keeps the embedded database in memory (tests). */
export const IN_MEMORY = 'memory://';

export interface EmbeddedOptions {
  /**
   * A data directory as PGlite dumps it (an uncompressed tar), to start from instead of running
   * initdb: the tests clone one migrated template per run (test/support/database-template.ts).
   * Only read: one copy in memory serves every database opened from it.
   */
  template?: Uint8Array;
}

/**
 * `tar` as the Blob that PGlite's `loadDataDir` takes, read without Node 20's Blob stream: PGlite
 * asks only for its type and `arrayBuffer()`, which through the stream took 0.35 s for the 42 MB
 * template. A test database opened in 1.3 s of CPU, now 0.6 s (docs/benchmarks.md, "Test suite").
 */
class TarBlob extends Blob {
  readonly #tar: Uint8Array;

  constructor(tar: Uint8Array) {
    super([], { type: 'application/x-tar' });
    this.#tar = tar;
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    const { buffer, byteOffset, byteLength } = this.#tar;
    const whole = byteOffset === 0 && byteLength === buffer.byteLength;
    return Promise.resolve(
      (whole ? buffer : buffer.slice(byteOffset, byteOffset + byteLength)) as ArrayBuffer,
    );
  }
}

/**
 * The embedded database (PGlite: PostgreSQL compiled to WebAssembly) inside this process.
 * Postgres writes its WAL before a commit is acknowledged, so a killed process loses no
 * acknowledged response even with fsync off; the lock keeps a second process out. A directory
 * other users can reach, or an empty one beside a database a restore set aside, is refused
 * (DataDirRefusedError) before anything is written.
 */
export async function openEmbedded(
  dataDir: string,
  options: EmbeddedOptions = {},
): Promise<DatabaseHandle> {
  const inMemory = dataDir === IN_MEMORY;
  if (!inMemory) prepareDataDir(dataDir);
  const lock: DataDirLock | undefined = inMemory ? undefined : lockDataDir(dataDir);
  let client: PGlite | undefined;
  let db: Database;
  try {
    // initdb in a child process that ends before this one serves: see embedded-cluster.ts.
    if (!inMemory && !options.template) await createClusterInChild(dataDir);
    client = await PGlite.create({
      startParams: START_PARAMS,
      ...(inMemory ? {} : { dataDir }),
      ...(options.template ? { loadDataDir: new TarBlob(options.template) } : {}),
    });
    if (!inMemory) closeToOthers(dataDir);
    db = drizzle({ client: withDrizzleParsers(client), schema }) as unknown as Database;
    await migrate(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  } catch (error) {
    await client?.close().catch(() => {});
    lock?.release();
    throw error;
  }
  const pglite = client;
  let closed = false;
  return {
    db,
    kind: 'embedded',
    async ping() {
      await pglite.query('SELECT 1');
    },
    // PGlite dumps between two queries, so the copy is consistent without stopping anyone.
    dump: (compression = 'gzip') => pglite.dumpDataDir(compression),
    async close() {
      if (closed) return;
      closed = true;
      try {
        if (!inMemory) await pglite.exec('CHECKPOINT');
        await pglite.close();
      } finally {
        lock?.release();
      }
    },
  };
}
