import { Unzip, UnzipInflate } from 'fflate';
import pg from 'pg';
import type { BenchContext } from '../context';
import type { BenchDatabase } from '../databases';
import { logIn } from '../log-in';
import { loadAverage } from '../machine';
import { memoryOf, resetPeakMemory, startServer, type RunningServer } from '../server';
import { CsvRecordCounter } from './record-counter';

/** The admin's "export all" (apps/api/src/modules/admin-surveys/routes.ts), as CSV or package. */
export const EXPORT_FORMATS = ['csv', 'package'] as const;
export type BenchExportFormat = (typeof EXPORT_FORMATS)[number];
export const exportPath = (format: BenchExportFormat) =>
  `/api/admin/surveys/export?format=${format}`;
export const EXPORT_PATH = exportPath('csv');

/**
 * What to count in a download: the CSV itself, or the package's data.csv as it is unzipped on
 * the fly (fflate's streaming Unzip: nothing is kept either way).
 */
function recordSink(format: BenchExportFormat, counter: CsvRecordCounter) {
  if (format === 'csv') return (chunk: Uint8Array) => counter.push(chunk);
  const unzip = new Unzip((file) => {
    if (file.name !== 'data.csv') return;
    file.ondata = (error, chunk) => {
      if (error) throw error;
      counter.push(chunk);
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  return (chunk: Uint8Array) => unzip.push(chunk);
}

export interface ExportResult {
  format: BenchExportFormat;
  responses: number;
  database: BenchDatabase;
  /** Rows of survey_responses, counted in the database itself. */
  rowsInDatabase: number;
  status: number;
  /** CSV records received (of data.csv in a package), the header line excluded. */
  rowsReceived: number;
  /** Bytes received (compressed, for a package). */
  bytes: number;
  firstByteMs: number;
  totalMs: number;
  /** Resident set of the server just before the export (after start-up and the login). */
  rssBeforeMb: number;
  /** Peak resident set of the server while the export streamed. */
  peakRssMb: number;
  /** The same over the first quarter of the rows, and over the rest (absent if too quick). */
  firstQuarterPeakMb: number;
  restPeakMb: number | undefined;
  /** Resident set when a quarter, half, three quarters and all of the rows had arrived. */
  rssAtQuartersMb: number[];
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

const SAMPLE_EVERY_MS = 100;

interface Sample {
  records: number;
  rssMb: number;
}

/** The resident set at the first sample taken once each quarter of the records had arrived. */
function quarters(samples: Sample[], total: number): number[] {
  return [0.25, 0.5, 0.75, 1].map(
    (share) =>
      samples.find((sample) => sample.records >= share * total)?.rssMb ??
      samples.at(-1)?.rssMb ??
      0,
  );
}

/**
 * Streams the export, counting records as they arrive (nothing is kept in the bench), and
 * watches the server's memory: sampled every 100 ms, and its peak split where a quarter of
 * the `expected` rows had arrived. Memory that grows with rows peaks far higher over the
 * last three quarters than over the first; memory that levels off peaks alike.
 */
async function download(
  server: RunningServer,
  token: string,
  expected: number,
  format: BenchExportFormat,
) {
  const began = performance.now();
  const samples: Sample[] = [];
  let firstQuarterPeakMb: number | undefined;
  const response = await fetch(`${server.baseUrl}${exportPath(format)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const firstByteMs = performance.now() - began;
  const counter = new CsvRecordCounter();
  const push = recordSink(format, counter);
  let bytes = 0;
  const sample = (atTheEnd = false) => {
    const memory = memoryOf(server.pid);
    samples.push({ records: counter.records, rssMb: memory.rssMb });
    if (!atTheEnd && firstQuarterPeakMb === undefined && counter.records >= expected / 4) {
      firstQuarterPeakMb = memory.peakRssMb;
      resetPeakMemory(server.pid);
    }
  };
  const sampler = setInterval(() => sample(), SAMPLE_EVERY_MS);
  const reader = response.body?.getReader();
  try {
    for (let read = await reader?.read(); read && !read.done; read = await reader?.read()) {
      bytes += read.value.byteLength;
      push(read.value);
    }
  } finally {
    clearInterval(sampler);
  }
  sample(true);
  return {
    status: response.status,
    records: counter.records,
    bytes,
    firstByteMs,
    totalMs: performance.now() - began,
    rssAtQuartersMb: quarters(samples, counter.records),
    firstQuarterPeakMb,
  };
}

/** An export of every response of a seeded database, from a freshly started API. */
export async function measureExport(
  responses: number,
  context: BenchContext,
  format: BenchExportFormat = 'csv',
): Promise<ExportResult> {
  const database = await context.database(responses);
  const rowsInDatabase = await countRows(database.url);
  const loadBefore = loadAverage();
  const server = await startServer({
    database: { kind: 'postgresql', url: database.url },
    label: `${database.name}-export-${format}`,
  });
  try {
    const token = await logIn(server);
    resetPeakMemory(server.pid);
    const rssBeforeMb = memoryOf(server.pid).rssMb;
    // The header line is a record too.
    const received = await download(server, token, rowsInDatabase + 1, format);
    const restPeakMb = memoryOf(server.pid).peakRssMb;
    const firstQuarterPeakMb = received.firstQuarterPeakMb ?? restPeakMb;
    await server.stop();
    return {
      format,
      responses,
      database,
      rowsInDatabase,
      status: received.status,
      rowsReceived: Math.max(0, received.records - 1),
      bytes: received.bytes,
      firstByteMs: received.firstByteMs,
      totalMs: received.totalMs,
      rssBeforeMb,
      peakRssMb: Math.max(firstQuarterPeakMb, restPeakMb),
      firstQuarterPeakMb,
      restPeakMb: received.firstQuarterPeakMb === undefined ? undefined : restPeakMb,
      rssAtQuartersMb: received.rssAtQuartersMb,
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
