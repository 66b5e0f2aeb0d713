import { count, markdownTable, ms, paddedTable } from '../format';
import { verdict, type GoalRow, type SectionReport } from '../section';
import { SCREENS, type Language, type ScreenName } from './measure';

/** Issue 7: a tab with 100,000 responses behind it renders in under a second after its data. */
export const RENDER_GOAL_MS = 1000;

export interface ScreenRuns {
  responses: number;
  /** Milliseconds per screen, one entry per visit, by language. */
  visits: Record<Language, Record<ScreenName, number>[]>;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

const LANGUAGES: Language[] = ['vi', 'en'];
const HEADER = ['Screen', 'vi median', 'vi slowest', 'en median', 'en slowest'];

function timesOf(runs: ScreenRuns, language: Language, screen: ScreenName): number[] {
  return runs.visits[language].map((visit) => visit[screen]);
}

function rows(runs: ScreenRuns): string[][] {
  return SCREENS.map(({ name }) => [
    name,
    ...LANGUAGES.flatMap((language) => {
      const times = timesOf(runs, language, name);
      return [`${ms(median(times))} ms`, `${ms(Math.max(...times))} ms`];
    }),
  ]);
}

function slowestMedian(runs: ScreenRuns): { screen: string; value: number } {
  const medians = SCREENS.flatMap(({ name }) =>
    LANGUAGES.map((language) => ({
      screen: `${name} (${language})`,
      value: median(timesOf(runs, language, name)),
    })),
  );
  return medians.reduce((slowest, next) => (next.value > slowest.value ? next : slowest));
}

export function renderScreens(runs: ScreenRuns, seconds: number): SectionReport {
  const slowest = slowestMedian(runs);
  const met = slowest.value < RENDER_GOAL_MS;
  const goal: GoalRow = {
    goal: `Analytics screen renders after its data arrives, ${count(runs.responses)} responses`,
    target: `< ${count(RENDER_GOAL_MS)} ms`,
    measured: `${ms(slowest.value)} ms (slowest median: ${slowest.screen})`,
    met,
    result: verdict(met, `${ms(slowest.value - RENDER_GOAL_MS)} ms`),
  };
  const visits = runs.visits.vi.length;
  const method =
    `Debian Chromium (headless, through Playwright) opens \`/admin/analytics\` signed in as an ` +
    `admin, on the production build served by the real API on the PostgreSQL database of ` +
    `${count(runs.responses)} responses, at 1280 × 900, and visits the six tabs in order and ` +
    `then the reliability screen, ${count(visits)} times in each language, each visit in a ` +
    'fresh browser context (nothing cached). Each figure is the time from the last byte of the ' +
    "screen's API reply (Resource Timing's responseEnd) to the first frame after its loading " +
    "indicator is gone: parsing the reply, React's render and the layout. The first tab also " +
    'waits for the analytics code when its data arrives first.';
  const table = rows(runs);
  return {
    id: 'screens',
    goals: [goal],
    markdown: [method, markdownTable(HEADER, table)].join('\n\n'),
    console: paddedTable(HEADER, table),
    seconds,
  };
}
