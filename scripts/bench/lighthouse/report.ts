import { count, markdownTable, ms, paddedTable } from '../format';
import { verdict, type GoalRow, type SectionReport } from '../section';
import { CATEGORIES, type AuditRun, type Category, type Metric } from './audit';

export const LIGHTHOUSE_PAGES = ['/', '/survey'] as const;

/** Issue 8 names the categories; the bar is ours: "good" in Lighthouse's own colours. */
export const LIGHTHOUSE_GOAL = 90;

/** Issue 16: the landing page's largest contentful paint on simulated slow 4G. */
export const LANDING_LCP_GOAL_MS = 1500;

export interface PageRuns {
  page: string;
  runs: AuditRun[];
}

const CATEGORY_NAMES: Record<Category, string> = {
  performance: 'Performance',
  accessibility: 'Accessibility',
  'best-practices': 'Best practices',
};

function median(values: number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2
    ? sorted[middle]
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

function medianScore(page: PageRuns, category: Category): number | undefined {
  return median(page.runs.flatMap((run) => run.scores[category] ?? []));
}

function medianMetric(page: PageRuns, metric: Metric): number | undefined {
  return median(page.runs.flatMap((run) => run.metrics[metric] ?? []));
}

/** "96 (94-97)": the median, and the range when the runs disagree. */
function scoreCell(page: PageRuns, category: Category): string {
  const scores = page.runs.flatMap((run) => run.scores[category] ?? []);
  const middle = medianScore(page, category);
  if (middle === undefined) return 'not scored';
  const low = Math.min(...scores);
  const high = Math.max(...scores);
  return low === high ? String(middle) : `${middle} (${low}-${high})`;
}

const milliseconds = (value: number | undefined) => (value === undefined ? '' : `${ms(value)} ms`);

const HEADER = [
  'Page',
  ...CATEGORIES.map((category) => CATEGORY_NAMES[category]),
  'FCP',
  'LCP',
  'TBT',
  'CLS',
  'Host CPU index',
  'Runs',
];

function row(page: PageRuns): string[] {
  const cls = medianMetric(page, 'cls');
  const scored = page.runs.filter((run) => !run.error).length;
  return [
    page.page,
    ...CATEGORIES.map((category) => scoreCell(page, category)),
    milliseconds(medianMetric(page, 'fcp')),
    milliseconds(medianMetric(page, 'lcp')),
    milliseconds(medianMetric(page, 'tbt')),
    cls === undefined ? '' : cls.toFixed(3),
    count(Math.round(median(page.runs.flatMap((run) => run.benchmarkIndex ?? [])) ?? 0)),
    scored === page.runs.length ? count(scored) : `${scored} of ${page.runs.length} scored`,
  ];
}

function lcpGoalRows(pages: PageRuns[]): GoalRow[] {
  return pages
    .filter((page) => page.page === '/')
    .map((page) => {
      const lcp = medianMetric(page, 'lcp');
      const met = lcp !== undefined && lcp < LANDING_LCP_GOAL_MS;
      return {
        goal: 'Largest contentful paint of `/`, mobile, simulated slow 4G',
        target: `< ${ms(LANDING_LCP_GOAL_MS)} ms`,
        measured: lcp === undefined ? 'not measured' : `${ms(lcp)} ms`,
        met,
        result: verdict(met, lcp === undefined ? undefined : `${ms(lcp - LANDING_LCP_GOAL_MS)} ms`),
      };
    });
}

function goalRows(pages: PageRuns[]): GoalRow[] {
  return lcpGoalRows(pages).concat(categoryGoalRows(pages));
}

function categoryGoalRows(pages: PageRuns[]): GoalRow[] {
  return pages.flatMap((page) =>
    CATEGORIES.map((category) => {
      const score = medianScore(page, category);
      const met = score !== undefined && score >= LIGHTHOUSE_GOAL;
      return {
        goal: `Lighthouse ${CATEGORY_NAMES[category].toLowerCase()}, \`${page.page}\`, mobile`,
        target: `≥ ${LIGHTHOUSE_GOAL}`,
        measured: score === undefined ? 'not scored' : String(score),
        met,
        result: verdict(met, score === undefined ? undefined : String(LIGHTHOUSE_GOAL - score)),
      };
    }),
  );
}

function failingAudits(pages: PageRuns[]): string {
  const lines = pages.flatMap((page) => {
    const failing = [...new Set(page.runs.flatMap((run) => run.failing))];
    const errors = [...new Set(page.runs.flatMap((run) => run.error ?? []))];
    return [
      ...(failing.length > 0 ? [`- \`${page.page}\`: ${failing.join(', ')}`] : []),
      ...(errors.length > 0
        ? [`- \`${page.page}\` could not be scored: ${errors.join(', ')}`]
        : []),
    ];
  });
  return lines.length === 0
    ? 'Every weighted accessibility and best-practices audit passed in every run.'
    : `Weighted accessibility and best-practices audits that did not pass in some run:\n\n${lines.join('\n')}`;
}

function methodParagraph(pages: PageRuns[]): string {
  const runs = pages[0]?.runs.length ?? 0;
  return (
    'Lighthouse 12.8.2 (programmatic API) drives Debian Chromium (`/usr/bin/chromium`, ' +
    'headless) through chrome-launcher, in its default mobile emulation: a mid-range phone, ' +
    'simulated slow 4G and a 4× slower CPU (the throttling is simulated, so the scores depend ' +
    'less on this machine than the load figures do, though not entirely). The pages are the ' +
    'production build served by the real API (`NODE_ENV=production`) on a fresh embedded ' +
    `database. Each page is audited ${count(runs)} times; each score is the median of its ` +
    'runs, with the range when they differ, and so are the metrics (FCP, LCP: first and ' +
    'largest contentful paint; TBT: total blocking time; CLS: cumulative layout shift). ' +
    '"Host CPU index" is Lighthouse\'s own measure of how fast this machine ran during the ' +
    'audit (its `benchmarkIndex`; higher is faster): the simulated phone is this machine ' +
    'slowed down, so other work on the machine lowers the performance score.'
  );
}

export function renderLighthouse(pages: PageRuns[], seconds: number): SectionReport {
  const rows = pages.map(row);
  return {
    id: 'lighthouse',
    goals: goalRows(pages),
    markdown: [methodParagraph(pages), markdownTable(HEADER, rows), failingAudits(pages)].join(
      '\n\n',
    ),
    console: [paddedTable(HEADER, rows), failingAudits(pages)].join('\n\n'),
    seconds,
  };
}
