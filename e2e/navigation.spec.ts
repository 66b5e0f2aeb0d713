import { expect, test } from '@playwright/test';
import { catalogue, openIn } from './support';

test('the language choice is stored and survives a reload, and English is the fallback', async ({
  page,
}) => {
  await page.goto('/');
  // Chromium here speaks en-US: an unsupported or English browser gets English.
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // The prerendered copy shows before the page's code runs; the switcher works once it has.
  await expect(page.locator('#root[data-prerendered], [data-prerendered-copy]')).toHaveCount(0, {
    timeout: 20_000,
  });
  await page.getByRole('button', { name: 'Tiếng Việt' }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  expect(await page.evaluate(() => window.localStorage.getItem('i18nextLng'))).toBe('vi');
  expect(await page.evaluate(() => window.sessionStorage.getItem('i18nextLng'))).toBe('vi');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the call to action leads from the landing page to the survey', async ({ page }) => {
  await openIn(page, 'vi', '/');
  await page
    .getByRole('link', { name: catalogue('vi', 'common').nav.takeSurvey })
    .first()
    .click();
  await expect(page).toHaveURL(/\/survey$/);
  await expect(
    page.getByRole('button', { name: catalogue('vi', 'survey').sheet.agree }),
  ).toBeVisible();
});

test('a screen whose code cannot be downloaded offers a retry that works', async ({ page }) => {
  let failing = true;
  await page.route(/\/assets\/survey-page-.*\.js$/, (route) =>
    failing ? route.abort('connectionfailed') : route.continue(),
  );
  await openIn(page, 'vi', '/survey');
  const retry = page.getByRole('button', { name: 'Thử lại / Try again' });
  await expect(retry).toBeVisible();
  failing = false;
  await retry.click();
  await expect(
    page.getByRole('button', { name: catalogue('vi', 'survey').sheet.agree }),
  ).toBeVisible();
});
