import pg from 'pg';
import { TEST_DATABASE_URL } from './environment';

/** Runs one statement on TEST_DATABASE_URL's server (CREATE/DROP DATABASE cannot run in a pool's transaction). */
export async function onServer(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** TEST_DATABASE_URL with another database's name. */
export function databaseUrl(name: string): string {
  if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}
