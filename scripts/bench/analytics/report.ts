import type { BenchDatabase } from './databases';
import { ANALYTICS_ENDPOINTS, latencyGoalMs, memoryGoalMb } from './endpoints';
import type { Machine } from './machine';
import type { EndpointResult } from './measure';

export interface SizeResult {
  responses: number;
  database: BenchDatabase;
  /** Peak resident set once the server answers its health check. */
  startupPeakRssMb: number;
  /** Peak after the admin login too (argon2id verifies with 64 MiB of memory). */
  loginPeakRssMb: number;
  /** Peak over the server's whole life at this size. */
  peakRssMb: number;
  /** False where the kernel refused to reset the peak: then each figure is cumulative. */
  perEndpointPeaks: boolean;
  loadBefore: number;
  loadAfter: number;
  endpoints: EndpointResult[];
}

export interface BenchReport {
  command: string;
  machine: Machine;
  runs: number;
  warmup: number;
  sizes: SizeResult[];
}

const count = (value: number) => value.toLocaleString('en-US');
const times = (value: number) => (value === 1 ? 'once' : `${count(value)} times`);
const ms = (value: number) => (value < 10 ? value.toFixed(1) : count(Math.round(value)));
const mb = (value: number) => `${Math.round(value)} MB`;

function kilobytes(bytes: number): string {
  return bytes < 10_240
    ? `${(bytes / 1024).toFixed(1)} kB`
    : `${count(Math.round(bytes / 1024))} kB`;
}

/** "< 300 ms: met", "< 300 ms: missed by 120 ms (1.4×)", or "—" where issue 6 sets none. */
function latencyVerdict(responses: number, result: EndpointResult): string {
  const goal = latencyGoalMs(responses, result.endpoint.name);
  if (goal === undefined) return '—';
  if (result.outcome.kind !== 'measured') return `< ${count(goal)} ms: not measured`;
  const median = result.outcome.timings.medianMs;
  if (median < goal) return `< ${count(goal)} ms: met`;
  return `< ${count(goal)} ms: MISSED by ${ms(median - goal)} ms (${(median / goal).toFixed(1)}×)`;
}

function memoryVerdict(size: SizeResult): string {
  const goal = memoryGoalMb(size.responses);
  if (goal === undefined) return '';
  return size.peakRssMb < goal
    ? ` (goal < ${goal} MB: met)`
    : ` (goal < ${goal} MB: MISSED by ${mb(size.peakRssMb - goal)})`;
}

function endpointRow(responses: number, result: EndpointResult): string[] {
  const { outcome } = result;
  const name = result.endpoint.name;
  if (outcome.kind === 'not built') {
    return [name, 'not built', '', '', '', '', latencyVerdict(responses, result), '', ''];
  }
  if (outcome.kind === 'failed') {
    return [
      name,
      outcome.status === 0 ? 'no answer' : `HTTP ${outcome.status}`,
      '',
      '',
      '',
      '',
      latencyVerdict(responses, result),
      mb(result.peakRssMb),
      '',
    ];
  }
  const t = outcome.timings;
  return [
    name,
    '200',
    String(t.runs),
    ms(t.firstMs),
    ms(t.medianMs),
    ms(t.maxMs),
    latencyVerdict(responses, result),
    mb(result.peakRssMb),
    kilobytes(t.bodyBytes),
  ];
}

const ENDPOINT_HEADER = [
  'Endpoint',
  'Status',
  'Timed',
  'First (ms)',
  'Median (ms)',
  'Max (ms)',
  'Goal (median)',
  'Peak RSS',
  'Body',
];

function markdownTable(header: string[], rows: string[][]): string {
  const line = (cells: string[]) =>
    `| ${cells.map((cell) => cell.replaceAll('|', '\\|')).join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** A table for a terminal: padded columns, no Markdown. */
function paddedTable(header: string[], rows: string[][]): string {
  const all = [header, ...rows];
  const widths = header.map((_, column) =>
    Math.max(...all.map((row) => (row[column] ?? '').length)),
  );
  return all
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column] as number))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

export function consoleTable(size: SizeResult): string {
  const title =
    `${count(size.responses)} responses (${size.database.name}): ` +
    `API peak RSS ${mb(size.peakRssMb)}${memoryVerdict(size)}`;
  const rows = size.endpoints.map((result) => endpointRow(size.responses, result));
  return `${title}\n${paddedTable(ENDPOINT_HEADER, rows)}`;
}

const GOAL_HEADER = ['Goal', 'Target', 'Measured (median)', 'Result'];

export function consoleGoals(report: BenchReport): string {
  return `Goals of issue 6\n${paddedTable(GOAL_HEADER, goalRows(report))}`;
}

function seedingLine(size: SizeResult): string {
  const { seeding } = size.database;
  const rate = count(Math.round(seeding.responses / seeding.seedSeconds));
  const how = seeding.reused ? 'kept from an earlier run; it was seeded' : 'seeded by this run';
  return (
    `${how} on ${seeding.seededAt.slice(0, 10)} in ${seeding.seedSeconds} s, start-up and ` +
    `migrations included (${rate} responses/s, seed ${seeding.seed})`
  );
}

/** Every goal of issue 6 with the figure this run measured for it. */
function goalRows(report: BenchReport): string[][] {
  const rows: string[][] = [];
  const at = (responses: number) => report.sizes.find((size) => size.responses === responses);
  const at100k = at(100_000);
  for (const endpoint of ANALYTICS_ENDPOINTS) {
    const result = at100k?.endpoints.find((entry) => entry.endpoint.name === endpoint.name);
    rows.push(goalRow(`${endpoint.name} at 100,000 responses`, '< 300 ms', result, at100k));
  }
  const at1m = at(1_000_000);
  const reliability = at1m?.endpoints.find((entry) => entry.endpoint.name === 'reliability');
  rows.push(goalRow('reliability at 1,000,000 responses', '< 2,000 ms', reliability, at1m));
  rows.push([
    'API peak RSS at 1,000,000 responses',
    '< 300 MB',
    at1m ? mb(at1m.peakRssMb) : '',
    at1m
      ? memoryVerdict(at1m).replace(/^ \(goal < 300 MB: (.*)\)$/, '$1')
      : 'not run (size not in --sizes)',
  ]);
  return rows;
}

function goalRow(
  label: string,
  goal: string,
  result: EndpointResult | undefined,
  size: SizeResult | undefined,
): string[] {
  if (!size || !result) return [label, goal, '', 'not run (size not in --sizes)'];
  const { outcome } = result;
  if (outcome.kind === 'not built') return [label, goal, '', 'not built yet (404)'];
  if (outcome.kind === 'failed') {
    return [
      label,
      goal,
      '',
      outcome.status === 0 ? 'failed: no answer' : `failed: HTTP ${outcome.status}`,
    ];
  }
  const verdict = latencyVerdict(size.responses, result).replace(/^< [\d,]+ ms: /, '');
  return [label, goal, `${ms(outcome.timings.medianMs)} ms`, verdict];
}

function methodParagraph(report: BenchReport): string {
  return (
    'It needs a PostgreSQL server on which it may create databases (`--postgres URL`). For each ' +
    'size it seeds a database `prca_bench_<size>` with `npm run seed` (kept for the next run ' +
    'while its size, seed and generator match; `--fresh` reseeds), starts the real API ' +
    '(`node --import tsx apps/api/src/server.ts`, `NODE_ENV=production`) on it, logs in as the ' +
    `admin it created, and requests each analytics endpoint ${times(report.warmup)} untimed ` +
    `(the first request is reported as "First"), then ${times(report.runs)} in sequence (3 when ` +
    'the first took over 10 s), over loopback, timing until the whole body has arrived. Goals ' +
    'are judged on the median. "Peak RSS" is the server process\'s VmHWM ' +
    '(`/proc/<pid>/status`), reset before each endpoint, so each row shows the peak while that ' +
    'endpoint was requested; the whole-run peak also covers start-up and the login. An endpoint ' +
    'answering 404 is reported as "not built". A load average above the number of cores means ' +
    'other work shared the machine during the run, and the times are pessimistic.'
  );
}

function machineSection(machine: Machine): string {
  const settings = Object.entries(machine.postgres)
    .filter(([name]) => name !== 'server_version')
    .map(([name, value]) => `${name} ${value}`)
    .join(', ');
  return [
    `- Date: ${machine.date}`,
    `- CPU: ${machine.cpu}, ${machine.cores} cores (nproc), ` +
      `${machine.memoryGb.toFixed(1)} GB memory`,
    `- ${machine.kernel}, Node ${machine.node}`,
    `- PostgreSQL ${machine.postgres.server_version ?? 'unknown'} on the same machine (${settings})`,
  ].join('\n');
}

function sizeSection(size: SizeResult): string {
  const summary =
    `Database \`${size.database.name}\`, ${seedingLine(size)}. API peak RSS over the whole ` +
    `run ${mb(size.peakRssMb)}${memoryVerdict(size)}; peak after start-up ` +
    `${mb(size.startupPeakRssMb)}, after the admin login ${mb(size.loginPeakRssMb)}. ` +
    `Load average ${size.loadBefore.toFixed(2)} before, ${size.loadAfter.toFixed(2)} after.` +
    (size.perEndpointPeaks ? '' : ' (The peak could not be reset: each figure is cumulative.)');
  const rows = size.endpoints.map((result) => endpointRow(size.responses, result));
  return [
    `### ${count(size.responses)} responses`,
    summary,
    markdownTable(ENDPOINT_HEADER, rows),
  ].join('\n\n');
}

export function renderMarkdown(report: BenchReport): string {
  return [
    '# Benchmarks',
    '<!-- Written by `npm run bench`: do not edit by hand, run it again. -->',
    `Every figure below was measured by one run of the command on ` +
      `${report.machine.date.slice(0, 10)}; none is typed by hand.`,
    '## Command',
    `\`\`\`sh\n${report.command}\n\`\`\``,
    methodParagraph(report),
    '## Machine',
    machineSection(report.machine),
    '## Goals (issue 6, "Scale")',
    markdownTable(GOAL_HEADER, goalRows(report)),
    '## Analytics endpoints',
    ...report.sizes.map(sizeSection),
  ].join('\n\n');
}
