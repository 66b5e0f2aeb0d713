import { expect, test, type Page } from '@playwright/test';
import { completeSurveyAsGuest, openIn } from './support';

/**
 * Collects what the Content-Security-Policy blocks on a page: the browser's
 * securitypolicyviolation events and its console reports of them.
 */
async function watchPolicy(page: Page): Promise<() => Promise<string[]>> {
  const reported: string[] = [];
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) reported.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  return async () => {
    await page.waitForLoadState('networkidle');
    const events = await page.evaluate(
      () => (window as unknown as { cspViolations: string[] }).cspViolations,
    );
    return [...events, ...reported];
  };
}

const PAGES = ['/', '/survey', '/privacy', '/terms', '/admin/login', '/results'];

for (const url of PAGES) {
  test(`${url} runs under the Content-Security-Policy without a violation`, async ({ page }) => {
    const violations = await watchPolicy(page);
    const served = page.waitForResponse((response) => response.request().isNavigationRequest());
    await openIn(page, 'en', url);
    expect((await served).headers()['content-security-policy']).toContain("object-src 'none'");
    await expect(page.locator('h1').first()).toBeVisible();
    expect(await violations()).toEqual([]);
  });
}

test('the survey, its progress bar and the score bars of the result need nothing the policy blocks', async ({
  page,
}) => {
  const violations = await watchPolicy(page);
  await completeSurveyAsGuest(page, 'en');
  expect(await violations()).toEqual([]);
});

test('a violation would be seen: markup with inline script and style is blocked', async ({
  page,
}) => {
  const violations = await watchPolicy(page);
  await openIn(page, 'en', '/privacy');
  await expect(page.locator('h1').first()).toBeVisible();
  await page.evaluate(() => {
    const injected = document.createElement('div');
    injected.innerHTML = '<p style="color: red">x</p><img src="/nothing" onerror="void 0">';
    document.body.append(injected);
  });
  await expect
    .poll(violations)
    .toEqual(
      expect.arrayContaining([
        expect.stringContaining('style-src'),
        expect.stringContaining('script-src'),
      ]),
    );
});
