import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { BACKENDS, type BackendName } from '../../test/support/environment';
import { migrationsUpTo } from '../../test/support/legacy-database';
import { databaseUrl, onServer } from '../../test/support/postgres-server';
import { MIGRATIONS_FOLDER } from './migrations-folder';

/*
 * Migration 0015 numbers the schools, waves and classes an installation already holds as the
 * package numbered them then (name order), and a row made afterwards takes the next number.
 */

/** The last migration before the stored package codes. */
const BEFORE_PACKAGE_CODES = 14;

type Rows = { rows: Record<string, unknown>[] } | Record<string, unknown>[];
type Execute = (query: ReturnType<typeof sql>) => Promise<Rows>;
const rowsOf = (result: Rows) => ('rows' in result ? result.rows : result);

/** A database migrated as `folder` says, then fully, with `between` run in the middle. */
async function upgrade(
  backend: BackendName,
  between: (execute: Execute) => Promise<void>,
  after: (execute: Execute) => Promise<void>,
): Promise<void> {
  const folder = migrationsUpTo(BEFORE_PACKAGE_CODES);
  try {
    if (backend === 'embedded') {
      const client = await PGlite.create();
      try {
        const db = drizzlePglite({ client });
        const execute: Execute = (query) => db.execute(query) as Promise<Rows>;
        await migratePglite(db, { migrationsFolder: folder });
        await between(execute);
        await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
        await after(execute);
      } finally {
        await client.close();
      }
      return;
    }
    // A database of its own, not the run's template: it is migrated only up to 0014 first.
    const name = `prca_test_${randomBytes(6).toString('hex')}`;
    await onServer(`CREATE DATABASE ${name}`);
    const client = new pg.Client({ connectionString: databaseUrl(name) });
    await client.connect();
    try {
      const db = drizzlePg({ client });
      const execute: Execute = (query) => db.execute(query) as Promise<Rows>;
      await migratePg(db, { migrationsFolder: folder });
      await between(execute);
      await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
      await after(execute);
    } finally {
      await client.end();
      await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

describe.each(BACKENDS)('migration 0015 on a %s database made before it', (backend) => {
  it('numbers existing schools, waves and classes in name order, and new ones after them', async () => {
    await upgrade(
      backend,
      async (execute) => {
        // Made in an order that is not the names' order; two schools bear one name.
        await execute(sql`INSERT INTO schools (id, name, created_at) VALUES
          ('00000000-0000-4000-8000-000000000001', 'THPT Nguyễn Du', '2026-01-01'),
          ('00000000-0000-4000-8000-000000000002', 'THPT Chu Văn An', '2026-01-02'),
          ('00000000-0000-4000-8000-000000000003', 'THPT Nguyễn Du', '2025-12-31')`);
        await execute(sql`INSERT INTO waves (id, name, created_at) VALUES
          ('00000000-0000-4000-8000-000000000011', 'Đợt 2', '2026-01-01'),
          ('00000000-0000-4000-8000-000000000012', 'Đợt 1', '2026-01-02')`);
        await execute(sql`INSERT INTO classes (id, school_id, wave_id, name, grade, code) VALUES
          ('00000000-0000-4000-8000-000000000021', '00000000-0000-4000-8000-000000000001',
            '00000000-0000-4000-8000-000000000011', '10A2', 'grade10', 'AAAAAAA'),
          ('00000000-0000-4000-8000-000000000022', '00000000-0000-4000-8000-000000000002',
            '00000000-0000-4000-8000-000000000011', '10A1', 'grade10', 'BBBBBBB'),
          ('00000000-0000-4000-8000-000000000023', '00000000-0000-4000-8000-000000000001',
            '00000000-0000-4000-8000-000000000012', '10A1', 'grade10', 'CCCCCCC')`);
      },
      async (execute) => {
        const codes = async (table: 'schools' | 'waves' | 'classes') =>
          Object.fromEntries(
            rowsOf(await execute(sql`SELECT id, package_code FROM ${sql.identifier(table)}`)).map(
              (row) => [String(row.id).slice(-2), Number(row.package_code)],
            ),
          );
        // Chu Văn An, then the two Nguyễn Du oldest first.
        expect(await codes('schools')).toEqual({ '02': 1, '03': 2, '01': 3 });
        expect(await codes('waves')).toEqual({ '12': 1, '11': 2 });
        // 10A1 of Chu Văn An, 10A1 of Nguyễn Du, 10A2.
        expect(await codes('classes')).toEqual({ '22': 1, '23': 2, '21': 3 });
        // A row made after the upgrade takes the next number, never one already given.
        await execute(sql`INSERT INTO schools (name) VALUES ('THPT An Bình')`);
        await execute(sql`INSERT INTO waves (name) VALUES ('Đợt 0')`);
        const codeOf = async (table: 'schools' | 'waves', name: string) =>
          rowsOf(
            await execute(
              sql`SELECT package_code FROM ${sql.identifier(table)} WHERE name = ${name}`,
            ),
          ).map((row) => Number(row.package_code));
        expect(await codeOf('schools', 'THPT An Bình')).toEqual([4]);
        expect(await codeOf('waves', 'Đợt 0')).toEqual([3]);
      },
    );
  });
});
