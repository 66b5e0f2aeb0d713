import { expect, test } from '@playwright/test';
import zlib from 'node:zlib';
import { catalogue, openIn } from './support';
import {
  FIRST_QUESTION_JS_BUDGET_BYTES,
  LANDING_JS_BUDGET_BYTES,
} from '../scripts/bench/web-build/budgets';
import { measureBuild } from '../scripts/bench/web-build/chunks';

for (const language of ['vi', 'en'] as const) {
  test(`the JavaScript that / needs in ${language} is at most ${LANDING_JS_BUDGET_BYTES / 1024} KB gzipped`, async ({
    page,
  }) => {
    // Each body is read before the sum: a read still pending when the test ends would be
    // lost, and the page measured lighter than it is.
    const scripts = new Map<string, Promise<number>>();
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.set(
        response.url(),
        response.body().then((body) => zlib.gzipSync(body, { level: 9 }).length),
      );
    });
    await openIn(page, language, '/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const sizes = await Promise.all(scripts.values());
    const total = sizes.reduce((sum, size) => sum + size, 0);
    console.log(
      `JavaScript for / in ${language}: ${(total / 1024).toFixed(1)} KB gzipped in ${scripts.size} files`,
    );
    expect(total).toBeLessThanOrEqual(LANDING_JS_BUDGET_BYTES);
  });
}

// Read off the build the browser tests run (Vite's manifest), not a page: what the survey's
// route imports statically is fetched before it can show anything, whatever the network.
test(`the JavaScript /survey needs before its first question is at most ${FIRST_QUESTION_JS_BUDGET_BYTES / 1024} KB gzipped`, () => {
  for (const load of measureBuild(['vi', 'en']).firstQuestion) {
    console.log(
      `JavaScript before the first question in ${load.language}: ${(load.gzipBytes / 1024).toFixed(1)} KB gzipped in ${load.files.length} files`,
    );
    expect(load.gzipBytes, load.files.join(', ')).toBeLessThanOrEqual(
      FIRST_QUESTION_JS_BUDGET_BYTES,
    );
  }
});

for (const language of ['vi', 'en'] as const) {
  test.describe(`a first visit to /survey in a browser set to ${language}`, () => {
    // The server chooses the page's language from the browser's header, the app its own.
    test.use({ locale: language });

    test('names the code and the texts of its first screen up front', async ({ page }) => {
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      const response = await page.goto('/survey');
      const html = (await response?.text()) ?? '';
      const texts = catalogue(language, 'survey');
      await expect(page.getByRole('button', { name: texts.sheet.agree })).toBeVisible();
      // The app's own sheet, not the copy the server sent in the page.
      await expect(page.locator('#root[data-server-copy], [data-prerendered-copy]')).toHaveCount(0);
      // Named as preloads, or, when the page comes with the study's sheet in it, as what
      // boot.js preloads as it starts the app (data-preload).
      const named = [
        ...[...html.matchAll(/(?:src|href)="([^"]+\.js)"/g)].map((match) => match[1]),
        ...(/data-preload="([^"]*)"/.exec(html)?.[1]?.split(' ') ?? []),
      ];
      // The survey's route chunk and its texts' chunk (a catalogue chunk is survey-<hash>.js),
      // each fetched once, and named by the page, so that neither waited for the code before it.
      const route = scripts.filter((script) => /\/survey-page-[\w-]+\.js$/.test(script));
      const surveyTexts = scripts.filter((script) => /\/survey-[\w-]{8}\.js$/.test(script));
      expect(route).toHaveLength(1);
      expect(surveyTexts).toHaveLength(1);
      for (const script of [...route, ...surveyTexts]) expect(named).toContain(script);
    });
  });
}
