import type { BenchContext } from '../context';
import { logIn } from '../log-in';
import type { SectionReport } from '../section';
import { startServer } from '../server';
import { launchBrowser, SCREENS, visitScreens, type Language } from './measure';
import { renderScreens, type ScreenRuns } from './report';

/** Issue 7 states the goal at this size. */
const RESPONSES = 100_000;
/** Visits per language; each figure reported is the median of these. */
const VISITS = 5;

/** The analytics screens in a real browser, on the seeded database of 100,000 responses. */
export async function runScreens(context: BenchContext): Promise<SectionReport> {
  const began = performance.now();
  const database = await context.database(RESPONSES);
  const server = await startServer({
    database: { kind: 'postgresql', url: database.url },
    label: 'screens',
  });
  const browser = await launchBrowser().catch(async (error: unknown) => {
    await server.stop();
    throw error;
  });
  try {
    const token = await logIn(server);
    const runs: ScreenRuns = { responses: RESPONSES, visits: { vi: [], en: [] } };
    for (let visit = 0; visit < VISITS; visit++) {
      for (const language of ['vi', 'en'] as Language[]) {
        const times = await visitScreens(browser, server.baseUrl, token, language);
        runs.visits[language].push(times);
        const line = SCREENS.map(({ name }) => `${name} ${Math.round(times[name])}`).join(', ');
        console.log(`  ${language} visit ${visit + 1}: ${line} ms`);
      }
    }
    return renderScreens(runs, (performance.now() - began) / 1000);
  } finally {
    await browser.close();
    await server.stop();
  }
}
