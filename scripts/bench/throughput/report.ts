import { count, duration, markdownTable, mb, ms, paddedTable } from '../format';
import { PEAK_GOAL_MB } from '../memory/section';
import { verdict, type GoalRow, type SectionReport } from '../section';
import type { ProfileSummary } from './cpu-profile';
import { CONNECTIONS } from './load';
import type { TargetResult } from './measure';
import type { RowCheck } from './stored-rows';
import { TARGET_NAMES } from './targets';

/** Issue 8: on a 2-core machine, on PostgreSQL. */
export const THROUGHPUT_GOAL = { submissionsPerSecond: 1_500, p99BelowMs: 100 };
/** Issue 33: the embedded default on the same machine, under the memory section's peak goal. */
export const EMBEDDED_THROUGHPUT_GOAL = {
  submissionsPerSecond: 1_000,
  p99BelowMs: 100,
  peakRssBelowMb: PEAK_GOAL_MB,
};

export interface ThroughputReport {
  /** The cores the machine lets the bench use. */
  cores: number;
  loadSeconds: number;
  loadWarmupSeconds: number;
  targets: TargetResult[];
  /** Present when the API was profiled (it missed a goal, or --profile). */
  profile: ProfileSummary | undefined;
}

const perSecond = (result: TargetResult) => result.load.requests.average;
const failures = (result: TargetResult) =>
  result.load.errors + result.load.timeouts + result.load.non2xx;

export function meetsThroughputGoal(result: TargetResult): boolean {
  return (
    perSecond(result) >= THROUGHPUT_GOAL.submissionsPerSecond &&
    result.load.latency.p99 < THROUGHPUT_GOAL.p99BelowMs &&
    failures(result) === 0
  );
}

function rowsText(rows: RowCheck | undefined): string {
  if (!rows) return '—';
  const inFlight = rows.inFlightAtStop > 0 ? ` + ${count(rows.inFlightAtStop)} in flight` : '';
  const equal = rows.stored === rows.acknowledged ? ' (equal)' : '';
  return `${count(rows.stored)} rows = ${count(rows.acknowledged)} 2xx${inFlight}${equal}`;
}

function rowsMet(rows: RowCheck): boolean {
  return (
    rows.lost === 0 &&
    rows.unexpected === 0 &&
    rows.stored === rows.acknowledged + rows.inFlightAtStop
  );
}

function rowsVerdict(rows: RowCheck): string {
  if (rowsMet(rows)) return 'met';
  const problems = [
    rows.lost > 0 ? `${count(rows.lost)} acknowledged but not stored` : '',
    rows.unexpected > 0 ? `${count(rows.unexpected)} unexpected rows` : '',
  ].filter(Boolean);
  return `MISSED: ${problems.join(', ') || 'counts differ'}`;
}

const LOAD_HEADER = [
  'Target',
  'Requests/s',
  'Ratio to bare',
  'p50 (ms)',
  'p99 (ms)',
  'Max (ms)',
  '2xx',
  'Non-2xx',
  'Errors',
  'Timeouts',
];

function loadRow(result: TargetResult, bare: TargetResult | undefined): string[] {
  const { load } = result;
  return [
    TARGET_NAMES[result.kind],
    count(Math.round(perSecond(result))),
    bare ? `${((perSecond(result) / perSecond(bare)) * 100).toFixed(0)} %` : '',
    ms(load.latency.p50),
    ms(load.latency.p99),
    ms(load.latency.max),
    count(load['2xx']),
    count(load.non2xx),
    count(load.errors),
    count(load.timeouts),
  ];
}

const RESOURCE_HEADER = [
  'Target',
  'Server CPU',
  'Server CPU per request',
  'PostgreSQL CPU',
  'Load generator CPU',
  'Server peak RSS',
  'Load average',
  'Stored rows (whole run)',
];

/** CPU milliseconds per request; the bare route needs two decimals to show at all. */
function cpuPerRequest(cores: number, result: TargetResult): string {
  const value = (cores * 1000) / perSecond(result);
  return `${value < 1 ? value.toFixed(2) : ms(value)} ms`;
}

function resourceRow(result: TargetResult): string[] {
  return [
    TARGET_NAMES[result.kind],
    `${result.serverCores.toFixed(2)} cores`,
    cpuPerRequest(result.serverCores, result),
    result.databaseCores === undefined ? '—' : `${result.databaseCores.toFixed(2)} cores`,
    `${result.loadGeneratorCores.toFixed(2)} cores`,
    mb(result.peakRssMb),
    result.loadAverage.toFixed(2),
    rowsText(result.rows),
  ];
}

/** A target's rate and p99 against its goal. */
function speedRows(
  result: TargetResult,
  where: string,
  { submissionsPerSecond, p99BelowMs }: { submissionsPerSecond: number; p99BelowMs: number },
): GoalRow[] {
  const rate = perSecond(result);
  const p99 = result.load.latency.p99;
  const share = ((rate / submissionsPerSecond) * 100).toFixed(0);
  return [
    {
      goal: `Submissions per second on ${where}`,
      target: `≥ ${count(submissionsPerSecond)}/s`,
      measured: `${count(Math.round(rate))}/s`,
      met: rate >= submissionsPerSecond,
      result: verdict(
        rate >= submissionsPerSecond,
        `${count(Math.round(submissionsPerSecond - rate))}/s (${share} % of the goal)`,
      ),
    },
    {
      goal: `p99 latency of a submission on ${where}`,
      target: `< ${p99BelowMs} ms`,
      measured: `${ms(p99)} ms`,
      met: p99 < p99BelowMs,
      result: verdict(p99 < p99BelowMs, `${ms(p99 - p99BelowMs)} ms`),
    },
  ];
}

function goalRows(report: ThroughputReport): GoalRow[] {
  const rows: GoalRow[] = [];
  const postgres = report.targets.find((target) => target.kind === 'postgresql');
  if (postgres) rows.push(...speedRows(postgres, 'PostgreSQL', THROUGHPUT_GOAL));
  const embedded = report.targets.find((target) => target.kind === 'embedded');
  if (embedded) {
    rows.push(...speedRows(embedded, 'the embedded database', EMBEDDED_THROUGHPUT_GOAL));
    const { peakRssBelowMb } = EMBEDDED_THROUGHPUT_GOAL;
    const met = embedded.peakRssMb < peakRssBelowMb;
    rows.push({
      goal: 'Peak RSS of the embedded server under this load',
      target: `< ${peakRssBelowMb} MB`,
      measured: mb(embedded.peakRssMb),
      met,
      result: verdict(met, mb(embedded.peakRssMb - peakRssBelowMb)),
    });
  }
  for (const result of report.targets) {
    if (result.kind === 'bare' || !result.rows) continue;
    const where = result.kind === 'postgresql' ? 'PostgreSQL' : 'the embedded database';
    const failed = failures(result);
    rows.push({
      goal: `Errors, timeouts and non-2xx on ${where}`,
      target: '0',
      measured: count(failed),
      met: failed === 0,
      result: verdict(failed === 0),
    });
    rows.push({
      goal: `Stored rows match the 2xx replies on ${where}`,
      target: 'every 2xx stored once',
      measured: rowsText(result.rows),
      met: rowsMet(result.rows),
      result: rowsVerdict(result.rows),
    });
  }
  return rows;
}

function methodParagraph(report: ThroughputReport): string {
  return (
    `autocannon (programmatic API, in the bench process) opens ${CONNECTIONS} connections, no ` +
    'pipelining, and sends `POST /api/surveys` with a complete, valid survey, each request ' +
    'with its own client id (the id is an idempotency key, so a repeated one would store ' +
    'nothing). Each target is started fresh in its own process: the real API (compiled as ' +
    '`npm start` runs it, `apps/api/dist/server.mjs`, `NODE_ENV=production`, its request log on, the rate limiter ' +
    'off with `RATE_LIMIT_PER_MINUTE=0`) on a new PostgreSQL database and on a new embedded ' +
    'data directory, and a bare Fastify app with one POST route that parses the JSON body and ' +
    `answers (\`scripts/bench/throughput/bare-fastify.ts\`). Each gets ${report.loadWarmupSeconds} s ` +
    `of untimed load, then ${report.loadSeconds} s timed; the figures are the timed part. ` +
    '"Requests/s" is autocannon\'s average of its per-second counts; the latencies are ' +
    'autocannon\'s percentiles. "Server CPU" is the server process\'s CPU time over the timed ' +
    'load (`/proc/<pid>/stat`): 2 would be both cores; "per request" divides it by the ' +
    'requests per second. PostgreSQL runs on the same machine: "PostgreSQL CPU" is that of ' +
    "the backends serving the API's connection pool over the same time. After the server stopped, the bench reads the ids " +
    'in `survey_responses` straight from the database and compares them with the ids of the ' +
    '2xx replies, over the whole run (the check submission and the warm-up included). When ' +
    'the time is up autocannon closes its connections with up to one request each still in ' +
    'flight; the server may store those without the reply being counted, so they are shown ' +
    'apart ("in flight"), found by id.'
  );
}

/**
 * What one submission costs in CPU on PostgreSQL, everything included, and so the most the
 * machine's cores could carry even with nothing else running.
 */
function cpuBudget(report: ThroughputReport): string | undefined {
  const postgres = report.targets.find((target) => target.kind === 'postgresql');
  if (!postgres || postgres.databaseCores === undefined) return undefined;
  const perRequest = (cores: number) => (cores * 1000) / perSecond(postgres);
  const api = perRequest(postgres.serverCores);
  const database = perRequest(postgres.databaseCores);
  const generator = perRequest(postgres.loadGeneratorCores);
  const total = api + database + generator;
  const ceiling = (report.cores * 1000) / total;
  return (
    `On PostgreSQL one submission cost ${api.toFixed(2)} ms of the API's CPU, ` +
    `${database.toFixed(2)} ms of PostgreSQL's and ${generator.toFixed(2)} ms of the load ` +
    `generator's: ${total.toFixed(2)} ms in all, so ${report.cores} cores could carry at most ` +
    `about ${count(Math.round(ceiling / 10) * 10)} submissions/s at this cost per submission, ` +
    'even with nothing else running.'
  );
}

function profileMarkdown(profile: ProfileSummary): string {
  const list = (costs: ProfileSummary['byArea']) =>
    costs.map((cost) => `- ${(cost.share * 100).toFixed(1)} % \`${cost.name}\``).join('\n');
  return [
    '### Where the API spends its CPU under submissions (PostgreSQL)',
    'A separate run of the same load against a server started with `node --cpu-prof` (so not ' +
      `a source of the figures above: the profiler slows it down); ${duration(profile.busySeconds)} ` +
      'of CPU time while the load ran, start-up excluded. Self time (callees excluded) by ' +
      'package or part of the app:',
    list(profile.byArea),
    'Self time by function:',
    list(profile.byFunction),
  ].join('\n\n');
}

export function renderThroughput(report: ThroughputReport, seconds: number): SectionReport {
  const bare = report.targets.find((target) => target.kind === 'bare');
  const loadRows = report.targets.map((result) => loadRow(result, bare));
  const resourceRows = report.targets.map(resourceRow);
  const budget = [cpuBudget(report) ?? []].flat();
  return {
    id: 'throughput',
    goals: goalRows(report),
    markdown: [
      methodParagraph(report),
      markdownTable(LOAD_HEADER, loadRows),
      markdownTable(RESOURCE_HEADER, resourceRows),
      ...budget,
      ...(report.profile ? [profileMarkdown(report.profile)] : []),
    ].join('\n\n'),
    console: [
      paddedTable(LOAD_HEADER, loadRows),
      paddedTable(RESOURCE_HEADER, resourceRows),
      ...budget,
      ...(report.profile ? [profileMarkdown(report.profile)] : []),
    ].join('\n\n'),
    seconds,
  };
}
