import { expect, test } from '@playwright/test';
import { catalogue, holdRequests, type Language } from './support';

const LOCALES: Record<Language, string> = { vi: 'vi-VN', en: 'en-GB' };

for (const language of ['vi', 'en'] as const) {
  test.describe(`a first visit in ${language}, before any JavaScript runs`, () => {
    test.use({ javaScriptEnabled: false, locale: LOCALES[language] });

    test('the landing page already shows its text and call to action', async ({ page }) => {
      const landing = catalogue(language, 'landing');
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page).toHaveTitle(landing.pageTitle);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(landing.hero.title);
      const cta = page
        .getByRole('link', { name: catalogue(language, 'common').nav.takeSurvey })
        .first();
      await expect(cta).toBeVisible();
      await expect(cta).toHaveAttribute('href', '/survey');
    });

    test('the survey’s page already shows the study’s information sheet, in that language', async ({
      page,
    }) => {
      const survey = catalogue(language, 'survey');
      await page.goto('/survey');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page).toHaveTitle(`${survey.sheet.title} – ${survey.title}`);
      await expect(page.locator('#root[data-server-copy="/survey"] h2')).toBeVisible();
      await expect(page.getByText(survey.sheet.question)).toBeVisible();
      await expect(page.getByText(survey.sheet.agree)).toBeVisible();
    });

    test('a class link’s page says it is loading: the app opens it on its class', async ({
      page,
    }) => {
      await page.goto('/survey?class=ABCD2345');
      await expect(page.getByRole('status')).toHaveText(catalogue(language, 'common').loading);
    });
  });
}

test('the prerendered landing page gives way to the app without changing what is on screen', async ({
  page,
}) => {
  const landing = catalogue('en', 'landing');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(landing.hero.title);
  await expect(page.getByText('Loading...')).toHaveCount(0);
  // Once the app has taken over (its code replaced the copy), its language switcher works.
  await expect(page.locator('#root[data-prerendered], [data-prerendered-copy]')).toHaveCount(0, {
    timeout: 20_000,
  });
  await page.getByRole('button', { name: 'Tiếng Việt' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    catalogue('vi', 'landing').hero.title,
  );
});

test('the call to action opens the survey while the landing page’s own code is still on its way', async ({
  page,
}) => {
  // The app has started, but the landing page's chunk never arrives (a connection that
  // stalls): the page on screen is still the prerendered one, and its link must work.
  await page.route(/\/assets\/landing-page-[^/]+\.js$/, () => {});
  await page.goto('/');
  await expect(page.locator('[data-prerendered-copy]')).toHaveCount(1, { timeout: 20_000 });
  // It opens within the app that is already running, not by loading every file again.
  const pagesLoaded: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') pagesLoaded.push(request.url());
  });
  const common = catalogue('en', 'common');
  await page.getByRole('link', { name: common.nav.takeSurvey }).first().click();
  await expect(page).toHaveURL(/\/survey$/);
  await expect(
    page.getByRole('button', { name: catalogue('en', 'survey').sheet.agree }),
  ).toBeVisible();
  expect(pagesLoaded).toEqual([]);
});

test('the survey’s sheet sent by the server gives way to the app’s without moving, and works then', async ({
  page,
}) => {
  const survey = catalogue('en', 'survey');
  // The survey's code is held back until the sheet the server sent has been measured.
  const release = await holdRequests(page, /\/assets\/survey-page-[^/]+\.js$/);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/survey');
  const question = page.getByText(survey.sheet.question);
  const agree = page.getByText(survey.sheet.agree, { exact: true });
  await expect(page.locator('[data-prerendered-copy]')).toHaveCount(1, { timeout: 20_000 });
  await expect(page.getByText('Loading...')).toHaveCount(0);
  const before = [await question.boundingBox(), await agree.boundingBox()];
  release();
  await expect(page.locator('#root[data-server-copy], [data-prerendered-copy]')).toHaveCount(0, {
    timeout: 20_000,
  });
  expect([await question.boundingBox(), await agree.boundingBox()]).toEqual(before);
  await page.getByRole('button', { name: survey.sheet.agree }).click();
  await expect(page.getByRole('heading', { name: survey.partA.title })).toBeVisible();
});
