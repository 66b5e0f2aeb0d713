import { count, duration, kilobytes, markdownTable, mb, ms, paddedTable } from '../format';
import { verdict, type GoalRow, type SectionReport } from '../section';
import { EXPORT_PATH, type ExportResult } from './measure';

/**
 * Issue 8: the export's memory must not grow with rows. Judged between the smallest and the
 * largest size measured: the peak may differ by this much (the heap's own noise), no more.
 */
export const FLAT_MEMORY_TOLERANCE_MB = 25;

const HEADER = [
  'Responses',
  'HTTP',
  'Rows in database',
  'Rows received',
  'Time',
  'Rows/s',
  'Size',
  'First byte (ms)',
  'RSS before',
  'Peak RSS',
  'Load average',
];

function row(result: ExportResult): string[] {
  return [
    count(result.responses),
    String(result.status),
    count(result.rowsInDatabase),
    count(result.rowsReceived),
    result.totalMs < 10_000 ? `${ms(result.totalMs)} ms` : duration(result.totalMs / 1000),
    count(Math.round(result.rowsReceived / (result.totalMs / 1000))),
    kilobytes(result.bytes),
    ms(result.firstByteMs),
    mb(result.rssBeforeMb),
    mb(result.peakRssMb),
    `${result.loadBefore.toFixed(2)} → ${result.loadAfter.toFixed(2)}`,
  ];
}

const complete = (result: ExportResult) =>
  result.status === 200 && result.rowsReceived === result.rowsInDatabase;

function goalRows(results: ExportResult[]): GoalRow[] {
  const rows: GoalRow[] = results.map((result) => ({
    goal: `CSV export of ${count(result.responses)} responses is complete`,
    target: 'every row received',
    measured: `${count(result.rowsReceived)} of ${count(result.rowsInDatabase)}`,
    met: complete(result),
    result: verdict(complete(result)),
  }));
  const smallest = results[0];
  const largest = results.at(-1);
  const goal = 'CSV export: peak RSS does not grow with rows';
  const target = `≤ +${FLAT_MEMORY_TOLERANCE_MB} MB from the smallest size to the largest`;
  if (!smallest || !largest || smallest === largest) {
    rows.push({ goal, target, measured: '', met: undefined, result: 'not judged (one size only)' });
    return rows;
  }
  const growth = largest.peakRssMb - smallest.peakRssMb;
  const met = growth <= FLAT_MEMORY_TOLERANCE_MB;
  rows.push({
    goal,
    target,
    measured:
      `${mb(smallest.peakRssMb)} at ${count(smallest.responses)}, ` +
      `${mb(largest.peakRssMb)} at ${count(largest.responses)}`,
    met,
    result: verdict(met, `${mb(growth - FLAT_MEMORY_TOLERANCE_MB)}`),
  });
  return rows;
}

function methodParagraph(): string {
  return (
    'For each size of `--sizes`, on the same seeded database as the analytics, the bench ' +
    'starts the real API afresh, logs in as the bench admin and downloads ' +
    `\`GET ${EXPORT_PATH}\` (every response, no filter), reading the stream as it arrives and ` +
    'counting its CSV records (a line break inside a quoted free text does not end a record); ' +
    'nothing is kept. "Rows received" leaves out the header line and is compared with ' +
    '`count(*)` of `survey_responses` in the database. "Time" runs from the request to the ' +
    'last byte. "Peak RSS" is the server\'s VmHWM during the download, reset just before it; ' +
    '"RSS before" is its resident set at that moment (after start-up and the login, whose ' +
    'argon2id check takes 64 MiB).'
  );
}

export function renderCsvExport(results: ExportResult[], seconds: number): SectionReport {
  const rows = results.map(row);
  return {
    id: 'export',
    goals: goalRows(results),
    markdown: [methodParagraph(), markdownTable(HEADER, rows)].join('\n\n'),
    console: paddedTable(HEADER, rows),
    seconds,
  };
}
