import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { ServerDatabase } from '../server';

const QUERY = 'SELECT id::text AS id FROM survey_responses';

/**
 * The ids of every stored response, read straight from the database (not through the API).
 * The embedded database can only be opened once its server has stopped: it locks its directory.
 */
export async function storedIds(database: ServerDatabase): Promise<string[]> {
  if (database.kind === 'postgresql') {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      return (await client.query<{ id: string }>(QUERY)).rows.map((row) => row.id);
    } finally {
      await client.end();
    }
  }
  const client = await PGlite.create({ dataDir: database.dataDir });
  try {
    return (await client.query<{ id: string }>(QUERY)).rows.map((row) => row.id);
  } finally {
    await client.close();
  }
}

export interface RowCheck {
  /** 2xx replies, the single check submission and the warm-up included. */
  acknowledged: number;
  /** Rows in survey_responses. */
  stored: number;
  /** Acknowledged but not stored: a lost response (must be 0). */
  lost: number;
  /** Stored, but the load ended before their reply arrived (at most one per connection). */
  inFlightAtStop: number;
  /** Stored rows with an id the bench never sent, or stored twice (must be 0). */
  unexpected: number;
}

/** Compares what the server acknowledged with what it stored, id by id. */
export function checkRows(
  acknowledged: readonly string[],
  generated: ReadonlySet<string>,
  stored: readonly string[],
): RowCheck {
  const storedSet = new Set(stored);
  const acknowledgedSet = new Set(acknowledged);
  const lost = [...acknowledgedSet].filter((id) => !storedSet.has(id)).length;
  const inFlightAtStop = stored.filter(
    (id) => !acknowledgedSet.has(id) && generated.has(id),
  ).length;
  const unexpected =
    stored.length - storedSet.size + stored.filter((id) => !generated.has(id)).length;
  return {
    acknowledged: acknowledged.length,
    stored: stored.length,
    lost,
    inFlightAtStop,
    unexpected,
  };
}

/** The PostgreSQL backends serving a database (the API's pool), to read their CPU time. */
export async function backendPids(url: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    return result.rows.map((row) => row.pid);
  } finally {
    await client.end();
  }
}
