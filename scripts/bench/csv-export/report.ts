import { count, duration, kilobytes, markdownTable, mb, ms, paddedTable } from '../format';
import { verdict, type GoalRow, type SectionReport } from '../section';
import { EXPORT_FORMATS, EXPORT_PATH, exportPath, type ExportResult } from './measure';

/**
 * Issue 8: the export's memory must not grow with rows. Judged on the largest export: what
 * its last three quarters of rows add to the peak may not exceed what its first quarter
 * added to the resident set. Memory that grew with the rows would add three times as much.
 */
function addedMemory(result: ExportResult) {
  if (result.restPeakMb === undefined) return undefined;
  return {
    firstQuarter: result.firstQuarterPeakMb - result.rssBeforeMb,
    rest: Math.max(0, result.restPeakMb - result.firstQuarterPeakMb),
  };
}

const FORMAT_NAMES = { csv: 'CSV export', package: 'Analysis package' } as const;

const HEADER = [
  'Export',
  'Responses',
  'HTTP',
  'Rows in database',
  'Rows received',
  'Time',
  'Rows/s',
  'Size',
  'First byte (ms)',
  'RSS before',
  'RSS at 25/50/75/100 %',
  'Peak RSS, first quarter',
  'Peak RSS, rest',
  'Load average',
];

function row(result: ExportResult): string[] {
  return [
    FORMAT_NAMES[result.format],
    count(result.responses),
    String(result.status),
    count(result.rowsInDatabase),
    count(result.rowsReceived),
    result.totalMs < 10_000 ? `${ms(result.totalMs)} ms` : duration(result.totalMs / 1000),
    count(Math.round(result.rowsReceived / (result.totalMs / 1000))),
    kilobytes(result.bytes),
    ms(result.firstByteMs),
    mb(result.rssBeforeMb),
    result.rssAtQuartersMb.map((value) => Math.round(value)).join(' / ') + ' MB',
    mb(result.firstQuarterPeakMb),
    result.restPeakMb === undefined ? 'too quick to split' : mb(result.restPeakMb),
    `${result.loadBefore.toFixed(2)} → ${result.loadAfter.toFixed(2)}`,
  ];
}

const complete = (result: ExportResult) =>
  result.status === 200 && result.rowsReceived === result.rowsInDatabase;

/** The goals of one format's results (issue 8 for the CSV, issue 20 for the package). */
function goalRows(results: ExportResult[]): GoalRow[] {
  return EXPORT_FORMATS.flatMap((format) =>
    formatGoalRows(
      FORMAT_NAMES[format],
      results.filter((result) => result.format === format),
    ),
  );
}

function formatGoalRows(name: string, results: ExportResult[]): GoalRow[] {
  const rows: GoalRow[] = results.map((result) => ({
    goal: `${name} of ${count(result.responses)} responses is complete`,
    target: 'every row received',
    measured: `${count(result.rowsReceived)} of ${count(result.rowsInDatabase)}`,
    met: complete(result),
    result: verdict(complete(result)),
  }));
  const largest = results.at(-1);
  const goal = `${name}: memory does not grow with rows`;
  const target = 'the last ¾ of the rows add no more than the first ¼ did';
  const added = largest && addedMemory(largest);
  if (!largest || !added) {
    rows.push({
      goal,
      target,
      measured: '',
      met: undefined,
      result: 'not judged (export too quick)',
    });
    return rows;
  }
  const met = added.rest <= added.firstQuarter;
  const across = results
    .map((result) => `${mb(result.peakRssMb)} at ${count(result.responses)}`)
    .join(', ');
  rows.push({
    goal,
    target,
    measured:
      `${count(largest.responses)} rows: +${mb(added.firstQuarter)}, then +${mb(added.rest)} ` +
      `(peak ${across})`,
    met,
    result: verdict(met, mb(added.rest - added.firstQuarter)),
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
    "last byte. The peaks are the server's VmHWM, reset just before the download and again " +
    'once a quarter of the rows had arrived, so the first is the peak over the first quarter ' +
    'and the second over the rest. The goal compares what the first quarter of the rows ' +
    'added to the resident set (its peak less "RSS before") with what the other three ' +
    'quarters added on top of that peak: if memory grew with the rows, they would add three ' +
    'times as much; ' +
    '"RSS before" is its resident set just before the download (after start-up and the ' +
    'login, whose ' +
    'argon2id check takes 64 MiB); "RSS at 25/50/75/100 %" is the resident set, sampled ' +
    'every 100 ms, when that share of the rows had arrived: flat figures mean the memory ' +
    'levels off, rising ones that it grows with the rows. ' +
    `The analysis package (\`GET ${exportPath('package')}\`, issue 20) is measured the same ` +
    'way: its ZIP is unzipped as it arrives and the records of its data.csv are counted; ' +
    '"Size" is the compressed size.'
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
