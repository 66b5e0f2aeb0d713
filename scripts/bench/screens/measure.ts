import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM } from '../lighthouse/chromium';

/** The analytics tabs in the order the screen shows them, with the endpoint each one reads. */
export const SCREENS = [
  { name: 'demographics', endpoint: 'demographics', tab: 0 },
  { name: 'prca24', endpoint: 'prca24', tab: 1 },
  { name: 'sectionb', endpoint: 'sectionb', tab: 2 },
  { name: 'trends', endpoint: 'trends', tab: 3 },
  { name: 'engagement', endpoint: 'engagement', tab: 4 },
  { name: 'othercauses', endpoint: 'other-causes', tab: 5 },
  { name: 'reliability', endpoint: 'reliability', tab: null },
] as const;

export type ScreenName = (typeof SCREENS)[number]['name'];
export type Language = 'vi' | 'en';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
}

/**
 * In the page: waits until the reply of `endpoint` has arrived and its loading indicator is
 * gone, then for the frame after that to be laid out, and returns the milliseconds from the
 * reply's last byte (the Resource Timing entry's responseEnd) to then. That covers parsing the
 * JSON, React's render and the browser's layout: "renders after its data arrives".
 */
function renderedAfterData(page: Page, endpoint: string): Promise<number> {
  // A string, not a function: tsx would wrap named helpers in a `__name` the page lacks.
  return page.evaluate(`(async () => {
    const reply = () => performance.getEntriesByType('resource')
      .find((entry) => entry.name.endsWith('/api/admin/analytics/${endpoint}'));
    const nextFrame = () => new Promise((done) => requestAnimationFrame(() => done()));
    for (;;) {
      await nextFrame();
      if (reply() && document.querySelector('main [role="status"]') === null) break;
    }
    // The frame after the last change: the one the reader sees.
    await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
    return performance.now() - reply().responseEnd;
  })()`);
}

/** One visit of every screen, in one language, as a researcher signed in would make it. */
export async function visitScreens(
  browser: Browser,
  baseUrl: string,
  token: string,
  language: Language,
): Promise<Record<ScreenName, number>> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(
    ([token, language]) => {
      window.localStorage.setItem('admin_token', token as string);
      window.localStorage.setItem('i18nextLng', language as string);
    },
    [token, language],
  );
  try {
    const page = await context.newPage();
    const times = {} as Record<ScreenName, number>;
    await page.goto(`${baseUrl}/admin/analytics`);
    for (const screen of SCREENS) {
      if (screen.tab === null) {
        await page.goto(`${baseUrl}/admin/analytics/reliability`);
      } else if (screen.tab > 0) {
        await page.getByRole('tab').nth(screen.tab).click();
      }
      times[screen.name] = await renderedAfterData(page, screen.endpoint);
    }
    return times;
  } finally {
    await context.close();
  }
}
