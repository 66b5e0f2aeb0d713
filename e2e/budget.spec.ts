import { expect, test } from '@playwright/test';
import zlib from 'node:zlib';
import { openIn } from './support';
import { LANDING_JS_BUDGET_BYTES } from '../scripts/bench/web-build/budgets';

for (const language of ['vi', 'en'] as const) {
  test(`the JavaScript that / needs in ${language} is at most ${LANDING_JS_BUDGET_BYTES / 1024} KB gzipped`, async ({
    page,
  }) => {
    const scripts = new Map<string, number>();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.body();
      scripts.set(response.url(), zlib.gzipSync(body, { level: 9 }).length);
    });
    await openIn(page, language, '/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
    console.log(
      `JavaScript for / in ${language}: ${(total / 1024).toFixed(1)} KB gzipped in ${scripts.size} files`,
    );
    expect(total).toBeLessThanOrEqual(LANDING_JS_BUDGET_BYTES);
  });
}
