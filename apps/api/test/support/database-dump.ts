import { sql } from 'drizzle-orm';
import { spawnSync } from 'node:child_process';
import { gunzipSync } from 'node:zlib';
import type { DatabaseHandle } from '../../src/db/client';
import { queryRows } from '../../src/db/query-rows';
import { TEST_DATABASE_URL } from './environment';

/**
 * Every readable text the database holds, as an operator's copy of it would: for the embedded
 * database the backup `npm run backup` writes (its dump(), a .tar.gz of the data directory,
 * gunzipped: table files, indexes and write-ahead log alike); for PostgreSQL a pg_dump of it, or
 * where pg_dump cannot be run, every text, JSON and text-array value of every table read by SQL.
 * Lower-cased, so that a search finds an address however it was written.
 */
export async function databaseDump(database: DatabaseHandle): Promise<string> {
  if (database.dump) {
    const tarball = Buffer.from(await (await database.dump()).arrayBuffer());
    return gunzipSync(tarball).toString('latin1').toLowerCase();
  }
  return ((await pgDump(database)) ?? (await everyStoredText(database))).toLowerCase();
}

async function pgDump(database: DatabaseHandle): Promise<string | undefined> {
  if (!TEST_DATABASE_URL) return undefined;
  const [{ name } = { name: '' }] = await queryRows<{ name: string }>(
    database.db,
    sql`SELECT current_database() AS name`,
  );
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  const result = spawnSync('pg_dump', ['--no-owner', url.toString()], {
    encoding: 'utf8',
    maxBuffer: 512 * 1024 * 1024,
  });
  // No pg_dump on this machine, or one older than the server: read the tables instead.
  return result.status === 0 ? result.stdout : undefined;
}

async function everyStoredText(database: DatabaseHandle): Promise<string> {
  const columns = await queryRows<{ table: string; column: string }>(
    database.db,
    sql`SELECT table_name AS "table", column_name AS "column" FROM information_schema.columns
      WHERE table_schema = 'public'
        AND (data_type IN ('text', 'character varying', 'json', 'jsonb')
          OR (data_type = 'ARRAY' AND udt_name IN ('_text', '_varchar')))`,
  );
  const texts: string[] = [];
  for (const { table, column } of columns) {
    const rows = await queryRows<{ value: string }>(
      database.db,
      sql`SELECT ${sql.identifier(column)}::text AS value FROM ${sql.identifier(table)}
        WHERE ${sql.identifier(column)} IS NOT NULL`,
    );
    texts.push(...rows.map((row) => row.value));
  }
  return texts.join('\n');
}
