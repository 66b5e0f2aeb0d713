import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';

export interface StoredChange {
  table: string;
  operation: 'INSERT' | 'UPDATE' | 'DELETE';
}

const JOURNAL = 'fuzz_change_journal';

/**
 * Columns whose change is not "storing" anything: the admin guard marks a session used on every
 * request, including the ones it then refuses (a 403), and that is how idle sessions expire.
 */
const BOOKKEEPING_COLUMNS: Record<string, string[]> = { sessions: ['last_used_at'] };

async function rowsOf<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Notes every row written to any table of the test database, by a trigger on each table, so
 * that a test can ask what one request stored. Row counts alone would miss an update, and a
 * trigger writes inside the request's own transaction: a rolled-back write leaves no note.
 * Only the throw-away test database gets these triggers.
 */
export async function installChangeJournal(db: Database): Promise<void> {
  await db.execute(
    sql.raw(`CREATE TABLE ${JOURNAL} (table_name text NOT NULL, operation text NOT NULL)`),
  );
  await db.execute(
    sql.raw(`CREATE FUNCTION fuzz_note_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO ${JOURNAL} VALUES (TG_TABLE_NAME, TG_OP);
        RETURN NULL;
      END $$`),
  );
  const tables = await rowsOf<{ table_name: string }>(
    db,
    sql`SELECT table_name FROM information_schema.tables
        WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'
          AND table_name <> ${JOURNAL}`,
  );
  for (const { table_name: table } of tables) {
    const ignored = BOOKKEEPING_COLUMNS[table];
    const changed = ignored
      ? `WHEN ((to_jsonb(OLD) - ARRAY['${ignored.join("','")}']) IS DISTINCT FROM (to_jsonb(NEW) - ARRAY['${ignored.join("','")}']))`
      : '';
    await db.execute(
      sql.raw(`CREATE TRIGGER fuzz_note_insert_delete AFTER INSERT OR DELETE ON "${table}"
        FOR EACH ROW EXECUTE FUNCTION fuzz_note_change()`),
    );
    await db.execute(
      sql.raw(`CREATE TRIGGER fuzz_note_update AFTER UPDATE ON "${table}"
        FOR EACH ROW ${changed} EXECUTE FUNCTION fuzz_note_change()`),
    );
  }
}

/**
 * The driver under drizzle, which this asks after every fuzzed request: PGlite, whose `exec`
 * sends a statement without parameters in PostgreSQL's simple protocol (about half the cost of
 * `query` there), or a pg pool, whose `query` does so itself.
 */
type Rows = { rows: unknown[] };
type RawClient = { exec?(text: string): Promise<Rows[]>; query(text: string): Promise<Rows> };

/** What was stored since the last call, and a clean journal for the next request. */
export async function takeChanges(db: Database): Promise<StoredChange[]> {
  const client = (db as unknown as { $client: RawClient }).$client;
  const take = `DELETE FROM ${JOURNAL} RETURNING table_name, operation`;
  const { rows } = client.exec ? (await client.exec(take))[0]! : await client.query(take);
  return (rows as { table_name: string; operation: StoredChange['operation'] }[]).map((row) => ({
    table: row.table_name,
    operation: row.operation,
  }));
}
