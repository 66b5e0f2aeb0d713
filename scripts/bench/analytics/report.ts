import type { BenchDatabase, SeedMarker } from '../databases';
import type { EmbeddedBenchDatabase } from '../embedded-database';
import { count, kilobytes, markdownTable, mb, ms, paddedTable, times } from '../format';
import type { GoalRow, SectionReport } from '../section';
import {
  ANALYTICS_ENDPOINTS,
  EMBEDDED_GOAL_MS,
  EMBEDDED_SIZES_AT_MOST,
  FILTER_KINDS,
  FILTER_TITLES,
  latencyGoalMs,
  memoryGoalMb,
  type AnalyticsEndpoint,
  type BenchFilter,
  type FilterKind,
} from './endpoints';
import type { EndpointResult } from './measure';
/** One server's run over every endpoint and subset. */
export interface ServerRun {
  /** The subsets measured, unfiltered first, as picked from this database. */
  filters: BenchFilter[];
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
  /** Every endpoint for every subset. */
  endpoints: EndpointResult[];
}

/** A size on PostgreSQL and, up to EMBEDDED_SIZES_AT_MOST, on the embedded database. */
export interface SizeResult extends ServerRun {
  responses: number;
  database: BenchDatabase;
  embedded?: ServerRun & { database: EmbeddedBenchDatabase };
}

export interface AnalyticsReport {
  runs: number;
  warmup: number;
  sizes: SizeResult[];
}

/** "< 300 ms: met", "< 300 ms: missed by 120 ms (1.4×)", or "—" where no issue sets one. */
function latencyVerdict(responses: number, result: EndpointResult): string {
  const goal = latencyGoalMs(responses, result.filter.kind);
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

const unfiltered = (size: ServerRun) =>
  size.endpoints.filter((result) => result.filter.kind === 'unfiltered');

function resultFor(size: ServerRun, endpoint: AnalyticsEndpoint, kind: FilterKind) {
  return size.endpoints.find(
    (result) => result.endpoint.name === endpoint.name && result.filter.kind === kind,
  );
}

/** The median, or why there is none; "—" for a subset the database does not hold. */
function medianCell(result: EndpointResult | undefined): string {
  if (!result) return '—';
  const { outcome } = result;
  if (outcome.kind === 'not built') return 'not built';
  if (outcome.kind === 'failed')
    return outcome.status === 0 ? 'no answer' : `HTTP ${outcome.status}`;
  return ms(outcome.timings.medianMs);
}

/** Issue 14's verdict on one endpoint over every subset: met, or the subsets that missed. */
function subsetsVerdict(size: SizeResult, endpoint: AnalyticsEndpoint) {
  const judged = FILTER_KINDS.flatMap((kind) => {
    const goal = latencyGoalMs(size.responses, kind);
    const result = resultFor(size, endpoint, kind);
    return goal === undefined ? [] : [{ kind, goal, result }];
  });
  if (judged.length === 0) return undefined;
  const slowest = Math.max(
    ...judged.map(({ result }) =>
      result?.outcome.kind === 'measured' ? result.outcome.timings.medianMs : 0,
    ),
  );
  const misses = judged.flatMap(({ kind, goal, result }) => {
    if (!result) return [`${FILTER_TITLES[kind].toLowerCase()} not measured`];
    if (result.outcome.kind !== 'measured') {
      return [`${FILTER_TITLES[kind].toLowerCase()} ${medianCell(result)}`];
    }
    const median = result.outcome.timings.medianMs;
    return median < goal ? [] : [`${FILTER_TITLES[kind].toLowerCase()} by ${ms(median - goal)} ms`];
  });
  const goals = [...new Set(judged.map(({ goal }) => goal))];
  const target = `< ${goals.map((goal) => count(goal)).join(', ')} ms`;
  const text = misses.length === 0 ? 'met' : `MISSED: ${misses.join(', ')}`;
  return { target, slowest, met: misses.length === 0, text };
}

const SUBSET_HEADER = [
  'Endpoint',
  ...FILTER_KINDS.map((kind) => `${FILTER_TITLES[kind]} (ms)`),
  'Goal (each median)',
  'Result',
];

function subsetRows(size: SizeResult): string[][] {
  return ANALYTICS_ENDPOINTS.map((endpoint) => {
    const judged = subsetsVerdict(size, endpoint);
    return [
      endpoint.name,
      ...FILTER_KINDS.map((kind) => medianCell(resultFor(size, endpoint, kind))),
      judged?.target ?? '—',
      judged?.text ?? '—',
    ];
  });
}

/** Which school, class and month were measured, and how many responses each holds. */
function subsetsLine(size: ServerRun): string {
  const parts = size.filters
    .filter((filter) => filter.kind !== 'unfiltered')
    .map(
      (filter) =>
        `${FILTER_TITLES[filter.kind].toLowerCase()}: ${filter.label} ` +
        `(${count(filter.responses)} responses, \`${filter.query}\`)`,
    );
  return parts.length === 0
    ? 'This database holds no class: no subset measured.'
    : parts.join('; ');
}

export function consoleTable(size: SizeResult): string {
  const title =
    `${count(size.responses)} responses (${size.database.name}): ` +
    `API peak RSS ${mb(size.peakRssMb)}${memoryVerdict(size)}`;
  const rows = unfiltered(size).map((result) => endpointRow(size.responses, result));
  return [
    title,
    paddedTable(ENDPOINT_HEADER, rows),
    `Medians by subset (${subsetsLine(size)})`,
    paddedTable(SUBSET_HEADER, subsetRows(size)),
    ...(size.embedded
      ? [
          `On the embedded database: ${embeddedSummary(size.embedded)}`,
          paddedTable(EMBEDDED_HEADER, embeddedRows(size, size.embedded)),
        ]
      : []),
  ].join('\n');
}

function seedingLine(seeding: SeedMarker & { reused: boolean }): string {
  const rate = count(Math.round(seeding.responses / seeding.seedSeconds));
  const how = seeding.reused ? 'kept from an earlier run; it was seeded' : 'seeded by this run';
  return (
    `${how} on ${seeding.seededAt.slice(0, 10)} in ${seeding.seedSeconds} s, start-up and ` +
    `migrations included (${rate} responses/s, seed ${seeding.seed})`
  );
}

/** Issue 33: the embedded database's slowest median over every endpoint and subset. */
function embeddedVerdict(run: ServerRun) {
  const medians = run.endpoints.map((result) => ({
    where: `${result.endpoint.name}, ${FILTER_TITLES[result.filter.kind].toLowerCase()}`,
    median: result.outcome.kind === 'measured' ? result.outcome.timings.medianMs : Infinity,
  }));
  const slowest = medians.reduce((a, b) => (b.median > a.median ? b : a));
  const misses = medians.filter(({ median }) => median >= EMBEDDED_GOAL_MS);
  return {
    slowest,
    met: misses.length === 0,
    text:
      misses.length === 0
        ? 'met'
        : `MISSED: ${misses.map(({ where, median }) => `${where} ${ms(median)} ms`).join('; ')}`,
  };
}

const EMBEDDED_HEADER = [
  'Endpoint',
  ...FILTER_KINDS.map((kind) => `${FILTER_TITLES[kind]} (ms)`),
  'PostgreSQL unfiltered (ms)',
  'Embedded ÷ PostgreSQL',
];

function embeddedRows(size: SizeResult, embedded: ServerRun): string[][] {
  return ANALYTICS_ENDPOINTS.map((endpoint) => {
    const mine = resultFor(embedded, endpoint, 'unfiltered');
    const theirs = resultFor(size, endpoint, 'unfiltered');
    const ratio =
      mine?.outcome.kind === 'measured' && theirs?.outcome.kind === 'measured'
        ? `${(mine.outcome.timings.medianMs / theirs.outcome.timings.medianMs).toFixed(1)}×`
        : '—';
    return [
      endpoint.name,
      ...FILTER_KINDS.map((kind) => medianCell(resultFor(embedded, endpoint, kind))),
      medianCell(theirs),
      ratio,
    ];
  });
}

function embeddedSummary(embedded: NonNullable<SizeResult['embedded']>): string {
  const { slowest, text } = embeddedVerdict(embedded);
  return (
    `Data directory \`${embedded.database.name}\` (in the system's temporary directory), ` +
    `${seedingLine(embedded.database.seeding)}. Slowest median ${ms(slowest.median)} ms ` +
    `(${slowest.where}): goal < ${EMBEDDED_GOAL_MS} ms each, ${text}. Server peak RSS over the ` +
    `whole run ${mb(embedded.peakRssMb)}; after start-up ${mb(embedded.startupPeakRssMb)}, after ` +
    `the admin login ${mb(embedded.loginPeakRssMb)}. Load average ` +
    `${embedded.loadBefore.toFixed(2)} before, ${embedded.loadAfter.toFixed(2)} after. ` +
    `Subsets: ${subsetsLine(embedded)}.`
  );
}

function embeddedGoalRow(responses: number, size: SizeResult | undefined): GoalRow {
  const goal = `Every endpoint on the embedded database at ${count(responses)} responses, unfiltered and by school, class, month`;
  const target = `< ${EMBEDDED_GOAL_MS} ms each`;
  if (!size?.embedded) return { goal, target, measured: '', met: undefined, result: NOT_IN_SIZES };
  const { slowest, met, text } = embeddedVerdict(size.embedded);
  return {
    goal,
    target,
    measured: `slowest ${ms(slowest.median)} ms (${slowest.where})`,
    met,
    result: text,
  };
}

const NOT_IN_SIZES = 'not run (size not in --sizes)';

/** Every goal of issue 6 with the figure this run measured for it. */
function goalRows(report: AnalyticsReport): GoalRow[] {
  const rows: GoalRow[] = [];
  const at = (responses: number) => report.sizes.find((size) => size.responses === responses);
  const at100k = at(100_000);
  for (const endpoint of ANALYTICS_ENDPOINTS) {
    const result = at100k && resultFor(at100k, endpoint, 'unfiltered');
    rows.push(goalRow(`${endpoint.name} at 100,000 responses`, '< 300 ms', result, at100k));
  }
  const at1m = at(1_000_000);
  for (const endpoint of ANALYTICS_ENDPOINTS) {
    rows.push(subsetsGoalRow(endpoint, at1m));
  }
  const goal = 'API peak RSS at 1,000,000 responses (analytics)';
  if (!at1m)
    rows.push({ goal, target: '< 300 MB', measured: '', met: undefined, result: NOT_IN_SIZES });
  else {
    const met = at1m.peakRssMb < 300;
    rows.push({
      goal,
      target: '< 300 MB',
      measured: mb(at1m.peakRssMb),
      met,
      result: memoryVerdict(at1m).replace(/^ \(goal < 300 MB: (.*)\)$/, '$1'),
    });
  }
  for (const responses of [10_000, 100_000]) rows.push(embeddedGoalRow(responses, at(responses)));
  return rows;
}

/** Issue 14: one endpoint at 1M, unfiltered and for each subset, judged by its slowest. */
function subsetsGoalRow(endpoint: AnalyticsEndpoint, size: SizeResult | undefined): GoalRow {
  const goal = `${endpoint.name} at 1,000,000 responses, unfiltered and by school, class, month`;
  const target = '< 500 ms each';
  const judged = size && subsetsVerdict(size, endpoint);
  if (!judged) return { goal, target, measured: '', met: undefined, result: NOT_IN_SIZES };
  return {
    goal,
    target,
    measured: `slowest ${ms(judged.slowest)} ms`,
    met: judged.met,
    result: judged.text,
  };
}

function goalRow(
  goal: string,
  target: string,
  result: EndpointResult | undefined,
  size: SizeResult | undefined,
): GoalRow {
  const unmeasured = (text: string): GoalRow => ({
    goal,
    target,
    measured: '',
    met: undefined,
    result: text,
  });
  if (!size || !result) return unmeasured(NOT_IN_SIZES);
  const { outcome } = result;
  if (outcome.kind === 'not built') return unmeasured('not built yet (404)');
  if (outcome.kind === 'failed') {
    return {
      ...unmeasured(outcome.status === 0 ? 'failed: no answer' : `failed: HTTP ${outcome.status}`),
      met: false,
    };
  }
  const text = latencyVerdict(size.responses, result).replace(/^< [\d,]+ ms: /, '');
  return {
    goal,
    target,
    measured: `${ms(outcome.timings.medianMs)} ms`,
    met: text === 'met',
    result: text,
  };
}

function methodParagraph(report: AnalyticsReport): string {
  return (
    'For each size of `--sizes` the bench seeds a database `prca_bench_<size>` (another prefix ' +
    'with `--database-prefix`) with `npm run seed -- --classes 2000 --schools 50 --waves 3`, ' +
    'the responses spread over the classes of each grade (kept for the next run while its ' +
    'size, seed, study and generator match; `--fresh` reseeds), starts the real API on it, logs in as the admin it created, and requests each ' +
    `analytics endpoint ${times(report.warmup)} untimed (the first request is reported as ` +
    `"First"), then ${times(report.runs)} in sequence (3 when the first took over 10 s), over ` +
    'loopback, timing until the whole body has arrived. Each endpoint is measured unfiltered, ' +
    'then for three subsets picked from the seeded database (read straight from it): ' +
    'the school and the class holding the most responses, and the calendar month (UTC) holding ' +
    'the most, as `from` and `to`. Goals are judged on the median. "Peak RSS" is the server ' +
    "process's VmHWM (`/proc/<pid>/status`), reset before each request series, so each row " +
    'shows the peak while that endpoint was requested unfiltered; the whole-run peak also ' +
    'covers the subsets, start-up and the login. An endpoint answering 404 is reported as "not built". ' +
    `Up to ${count(EMBEDDED_SIZES_AT_MOST)} responses the same is measured on the embedded database ` +
    '(issue 33), after PostgreSQL so that the two never share the machine: `npm run seed` with ' +
    "the same options into a data directory in the system's temporary directory (kept for the " +
    'next run like the databases), the server started on it as `npm start` runs it.'
  );
}

function sizeSection(size: SizeResult): string {
  const summary =
    `Database \`${size.database.name}\`, ${seedingLine(size.database.seeding)}. API peak RSS over the whole ` +
    `run ${mb(size.peakRssMb)}${memoryVerdict(size)}; peak after start-up ` +
    `${mb(size.startupPeakRssMb)}, after the admin login ${mb(size.loginPeakRssMb)}. ` +
    `Load average ${size.loadBefore.toFixed(2)} before, ${size.loadAfter.toFixed(2)} after.` +
    (size.perEndpointPeaks ? '' : ' (The peak could not be reset: each figure is cumulative.)');
  const rows = unfiltered(size).map((result) => endpointRow(size.responses, result));
  return [
    `### ${count(size.responses)} responses`,
    summary,
    markdownTable(ENDPOINT_HEADER, rows),
    `Medians by subset: ${subsetsLine(size)}.`,
    markdownTable(SUBSET_HEADER, subsetRows(size)),
    ...(size.embedded
      ? [
          `#### ${count(size.responses)} responses on the embedded database`,
          embeddedSummary(size.embedded),
          markdownTable(EMBEDDED_HEADER, embeddedRows(size, size.embedded)),
        ]
      : []),
  ].join('\n\n');
}

export function renderAnalytics(report: AnalyticsReport, seconds: number): SectionReport {
  const goals = goalRows(report);
  return {
    id: 'analytics',
    goals,
    markdown: [methodParagraph(report), ...report.sizes.map(sizeSection)].join('\n\n'),
    console: report.sizes.map(consoleTable).join('\n\n'),
    seconds,
  };
}
