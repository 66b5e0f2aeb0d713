import { sql } from 'drizzle-orm';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createClusterInChild, hasCluster } from './embedded-cluster';
import { openEmbedded } from './embedded';
import { queryRows } from './query-rows';

// Real PGlite in temporary directories: initdb runs in a child process (issue 33), and the
// server opens what it made.
describe('the embedded database on a first start', () => {
  const dirs: string[] = [];
  const freshDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prca-cluster-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  const stagingFolders = (dir: string) =>
    fs.readdirSync(dir).filter((name) => name.startsWith('.new-cluster-'));

  it('leaves a migrated database that keeps what is written across a restart', async () => {
    const dir = freshDir();
    const first = await openEmbedded(dir);
    try {
      const migrations = await queryRows<{ count: number }>(
        first.db,
        sql`SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations`,
      );
      expect(migrations[0]?.count).toBeGreaterThan(0);
      await first.db.execute(sql`CREATE TABLE first_start_probe (note text)`);
      await first.db.execute(sql`INSERT INTO first_start_probe VALUES ('kept')`);
    } finally {
      await first.close();
    }
    expect(stagingFolders(dir)).toEqual([]);

    const again = await openEmbedded(dir);
    try {
      const rows = await queryRows(again.db, sql`SELECT note FROM first_start_probe`);
      expect(rows).toEqual([{ note: 'kept' }]);
    } finally {
      await again.close();
    }
  }, 120_000);

  it('makes the cluster in a child process, over what an interrupted first start left', async () => {
    const dir = freshDir();
    // A start killed half-way: its child's folder, and a piece it had moved, but no PG_VERSION.
    fs.mkdirSync(path.join(dir, '.new-cluster-0badc0de', 'base'), { recursive: true });
    fs.mkdirSync(path.join(dir, 'global'));
    fs.writeFileSync(path.join(dir, 'global', 'pg_control'), 'half-written');
    expect(hasCluster(dir)).toBe(false);

    await createClusterInChild(dir);
    expect(hasCluster(dir)).toBe(true);
    expect(stagingFolders(dir)).toEqual([]);
    expect(fs.readFileSync(path.join(dir, 'global', 'pg_control')).length).toBeGreaterThan(100);

    const opened = await openEmbedded(dir);
    try {
      expect(await queryRows(opened.db, sql`SELECT 1 AS one`)).toEqual([{ one: 1 }]);
    } finally {
      await opened.close();
    }
  }, 120_000);
});
