import { count, duration, kilobytes, markdownTable, paddedTable } from '../format';
import { verdict, type GoalRow, type SectionReport } from '../section';
import {
  FIRST_QUESTION_JS_BUDGET_BYTES,
  LANDING_JS_BUDGET_BYTES,
  LANDING_ROUTE,
  SURVEY_ROUTE,
} from './budgets';
import type { BuildSizes, Chunk } from './chunks';

export interface WebBuildReport {
  buildSeconds: number;
  sizes: BuildSizes;
}

const LANDING_HEADER = ['Language', 'Files', 'Gzipped', 'Budget', 'Result'];
const CHUNK_HEADER = ['Chunk', 'File', 'Gzipped', 'Loaded by /', 'Budget', 'Result'];

const withinBudget = (chunk: Chunk) => chunk.gzipBytes <= chunk.budget.bytes;

function loadRows(loads: BuildSizes['landing'], budget: number): string[][] {
  return loads.map((load) => [
    load.language,
    String(load.files.length),
    kilobytes(load.gzipBytes),
    kilobytes(budget),
    verdict(load.gzipBytes <= budget, kilobytes(load.gzipBytes - budget)),
  ]);
}

const landingRows = (sizes: BuildSizes) => loadRows(sizes.landing, LANDING_JS_BUDGET_BYTES);
const firstQuestionRows = (sizes: BuildSizes) =>
  loadRows(sizes.firstQuestion, FIRST_QUESTION_JS_BUDGET_BYTES);

function chunkRows(sizes: BuildSizes): string[][] {
  return sizes.chunks.map((chunk) => {
    const loadedIn = sizes.landing
      .filter((load) => load.files.includes(chunk.file))
      .map((load) => load.language);
    return [
      chunk.label,
      chunk.file.replace(/^assets\//, ''),
      kilobytes(chunk.gzipBytes),
      loadedIn.length === sizes.landing.length ? 'yes' : loadedIn.join(', ') || 'no (lazy)',
      `${kilobytes(chunk.budget.bytes)} (${chunk.budget.name})`,
      verdict(withinBudget(chunk), kilobytes(chunk.gzipBytes - chunk.budget.bytes)),
    ];
  });
}

function goalRows(sizes: BuildSizes): GoalRow[] {
  const rows: GoalRow[] = sizes.landing.map((load) => ({
    goal: `JavaScript that \`/\` loads first, in ${load.language}`,
    target: `≤ ${kilobytes(LANDING_JS_BUDGET_BYTES)} gzipped`,
    measured: kilobytes(load.gzipBytes),
    met: load.gzipBytes <= LANDING_JS_BUDGET_BYTES,
    result: verdict(
      load.gzipBytes <= LANDING_JS_BUDGET_BYTES,
      kilobytes(load.gzipBytes - LANDING_JS_BUDGET_BYTES),
    ),
  }));
  for (const load of sizes.firstQuestion) {
    const met = load.gzipBytes <= FIRST_QUESTION_JS_BUDGET_BYTES;
    rows.push({
      goal: `JavaScript before the survey's first question, in ${load.language}`,
      target: `≤ ${kilobytes(FIRST_QUESTION_JS_BUDGET_BYTES)} gzipped`,
      measured: kilobytes(load.gzipBytes),
      met,
      result: verdict(met, kilobytes(load.gzipBytes - FIRST_QUESTION_JS_BUDGET_BYTES)),
    });
  }
  const over = sizes.chunks.filter((chunk) => !withinBudget(chunk));
  rows.push({
    goal: 'Every JavaScript chunk within its budget',
    target: 'per chunk, see the table',
    measured: `${count(sizes.chunks.length)} chunks, ${count(over.length)} over`,
    met: over.length === 0,
    result: over.length === 0 ? 'met' : `MISSED: ${over.map((chunk) => chunk.label).join(', ')}`,
  });
  return rows;
}

function methodParagraph(report: WebBuildReport): string {
  return (
    `\`npm run build\` (Vite, production) took ${duration(report.buildSeconds)}. Each ` +
    'JavaScript file of `apps/web/dist` is gzipped at level 9, as `e2e/budget.spec.ts` does ' +
    "in a browser, and Vite's manifest (`dist/.vite/manifest.json`) says which files a " +
    `chunk imports. What \`${LANDING_ROUTE.path}\` loads first is the entry, the landing ` +
    `page's chunk and the text catalogues ${LANDING_ROUTE.catalogues.map((name) => `\`${name}\``).join(' and ')} ` +
    "of the visitor's language, each with its static imports; every other chunk is fetched " +
    'when a screen needs it. The budgets live in `scripts/bench/web-build/budgets.ts`: ' +
    '120 KB for the landing route, as in the browser test, and one per kind of chunk, set ' +
    'from the sizes when they were written with about a quarter of headroom.'
  );
}

export function renderWebBuild(report: WebBuildReport, seconds: number): SectionReport {
  const { sizes } = report;
  return {
    id: 'build',
    goals: goalRows(sizes),
    markdown: [
      methodParagraph(report),
      `### What \`${LANDING_ROUTE.path}\` loads first`,
      markdownTable(LANDING_HEADER, landingRows(sizes)),
      `### What \`${SURVEY_ROUTE.path}\` loads before its first question`,
      markdownTable(LANDING_HEADER, firstQuestionRows(sizes)),
      '### Every chunk',
      markdownTable(CHUNK_HEADER, chunkRows(sizes)),
    ].join('\n\n'),
    console: [
      paddedTable(LANDING_HEADER, landingRows(sizes)),
      paddedTable(LANDING_HEADER, firstQuestionRows(sizes)),
      paddedTable(CHUNK_HEADER, chunkRows(sizes)),
    ].join('\n\n'),
    seconds,
  };
}
