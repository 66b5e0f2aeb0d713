import { expect, test } from '@playwright/test';
import { catalogue, openIn } from './support';

for (const locale of ['fr-FR', 'de-DE']) {
  test.describe(`a ${locale} browser`, () => {
    test.use({ locale });

    test('gets English, as the specification says, and stores "en"', async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(
        page.getByRole('link', { name: catalogue('en', 'common').nav.takeSurvey }).first(),
      ).toBeVisible();
      // The prerendered landing shows first; the app stores the choice once it has started.
      await expect
        .poll(() => page.evaluate(() => window.localStorage.getItem('i18nextLng')))
        .toBe('en');
    });
  });
}

test.describe('a Vietnamese browser (vi-VN)', () => {
  test.use({ locale: 'vi-VN' });

  test('gets Vietnamese, stored as "vi"', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    // The prerendered landing shows first; the app stores the choice once it has started.
    await expect
      .poll(() => page.evaluate(() => window.localStorage.getItem('i18nextLng')))
      .toBe('vi');
  });
});

test('a stored regional choice ("en-US") is normalised to "en"', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('i18nextLng', 'en-US'));
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // The prerendered landing shows first; the app stores the choice once it has started.
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem('i18nextLng')))
    .toBe('en');
});

test('the page title and lang follow the language and the step', async ({ page }) => {
  const en = catalogue('en', 'survey');
  const vi = catalogue('vi', 'survey');
  await openIn(page, 'en', '/survey');
  await expect(page).toHaveTitle(`${en.sheet.title} – ${en.title}`);
  // The information sheet itself is in the reader's language.
  await expect(page.getByRole('heading', { level: 2, name: en.sheet.title })).toBeVisible();

  await page.getByRole('button', { name: 'Tiếng Việt' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect(page).toHaveTitle(`${vi.sheet.title} – ${vi.title}`);
  await expect(page.getByRole('heading', { level: 2, name: vi.sheet.title })).toBeVisible();
  await page.getByRole('button', { name: vi.sheet.agree }).click();
  await expect(page).toHaveTitle(`${vi.partA.title} – ${vi.title}`);
});
