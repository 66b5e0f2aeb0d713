import pg from 'pg';
import type { BenchContext } from '../context';
import type { BenchDatabase } from '../databases';
import { logIn } from '../log-in';
import { loadAverage } from '../machine';
import { memoryOf, resetPeakMemory, startServer, type RunningServer } from '../server';
import { CsvRecordCounter } from './record-counter';

/** The admin's "export all as CSV" (apps/api/src/modules/admin-surveys/routes.ts). */
export const EXPORT_PATH = '/api/admin/surveys/export?format=csv';

export interface ExportResult {
  responses: number;
  database: BenchDatabase;
  /** Rows of survey_responses, counted in the database itself. */
  rowsInDatabase: number;
  status: number;
  /** CSV records received, the header line excluded. */
  rowsReceived: number;
  bytes: number;
  firstByteMs: number;
  totalMs: number;
  /** Resident set of the server just before the export (after start-up and the login). */
  rssBeforeMb: number;
  /** Peak resident set of the server while the export streamed. */
  peakRssMb: number;
  loadBefore: number;
  loadAfter: number;
}

async function countRows(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ rows: string }>(
      'SELECT count(*) AS rows FROM survey_responses',
    );
    return Number(result.rows[0]?.rows);
  } finally {
    await client.end();
  }
}

/** Streams the export, counting records as they arrive: nothing is kept in the bench. */
async function download(server: RunningServer, token: string) {
  const began = performance.now();
  const response = await fetch(`${server.baseUrl}${EXPORT_PATH}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const firstByteMs = performance.now() - began;
  const counter = new CsvRecordCounter();
  const reader = response.body?.getReader();
  for (let read = await reader?.read(); read && !read.done; read = await reader?.read()) {
    counter.push(read.value);
  }
  return {
    status: response.status,
    records: counter.records,
    bytes: counter.bytes,
    firstByteMs,
    totalMs: performance.now() - began,
  };
}

/** The CSV export of every response of a seeded database, from a freshly started API. */
export async function measureExport(
  responses: number,
  context: BenchContext,
): Promise<ExportResult> {
  const database = await context.database(responses);
  const rowsInDatabase = await countRows(database.url);
  const loadBefore = loadAverage();
  const server = await startServer({
    database: { kind: 'postgresql', url: database.url },
    label: `${database.name}-export`,
  });
  try {
    const token = await logIn(server);
    resetPeakMemory(server.pid);
    const rssBeforeMb = memoryOf(server.pid).rssMb;
    const received = await download(server, token);
    const peakRssMb = memoryOf(server.pid).peakRssMb;
    await server.stop();
    return {
      responses,
      database,
      rowsInDatabase,
      status: received.status,
      rowsReceived: Math.max(0, received.records - 1),
      bytes: received.bytes,
      firstByteMs: received.firstByteMs,
      totalMs: received.totalMs,
      rssBeforeMb,
      peakRssMb,
      loadBefore,
      loadAfter: loadAverage(),
    };
  } catch (error) {
    await server.stop({ keepLog: true });
    throw new Error(`${(error as Error).message} (server log: ${server.logFile})`, {
      cause: error,
    });
  }
}
