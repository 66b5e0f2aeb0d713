import { expect, test, type Page } from '@playwright/test';
import { assent, catalogue, finishSurvey, openIn } from './support';
import { SIGN_IN_APP_PORT, TEST_ACCOUNT } from './sign-in-servers';

const texts = catalogue('en', 'survey');
const appUrl = `http://127.0.0.1:${SIGN_IN_APP_PORT}`;

/** The sheet's assent, then the provider's sign-in at the identity step: part A follows. */
async function signIn(page: Page) {
  await openIn(page, 'en', `${appUrl}/survey`);
  await assent(page, 'en');
  await page.getByRole('link', { name: texts.entry.signIn }).click();
  await expect(page).toHaveURL(`${appUrl}/survey`);
  await expect(page.getByRole('heading', { name: texts.partA.title })).toBeVisible();
  await expect(
    page.getByText(texts.topBar.signedIn.replace('{{name}}', TEST_ACCOUNT.name)),
  ).toBeVisible();
}

test('a student signs in with the provider, keeps the result across reloads and browsers, and logs out', async ({
  page,
  browser,
}) => {
  const locations: string[] = [];
  page.on('response', (response) => {
    const location = response.headers()['location'];
    if (location) locations.push(location);
  });
  await signIn(page);
  const token = await page.evaluate(() => window.localStorage.getItem('auth_token'));
  expect(token).toMatch(/^[\w-]{40,}$/);
  // The session token never travels in an address; only the single-use ticket does.
  expect(locations.some((location) => location.includes(token!))).toBe(false);
  expect(page.url()).not.toContain('token=');

  await finishSurvey(page, 'en');

  await page.reload();
  await page.getByRole('button', { name: texts.tabs.results }).click();
  await expect(page.getByRole('cell', { name: '84' }).first()).toBeVisible();
  // The profile has no e-mail: the result is kept under the account's id.
  const [kept] = JSON.parse(
    (await page.evaluate(() => window.localStorage.getItem('survey_responses'))) ?? '[]',
  );
  expect(kept.owner).toMatch(/^account:[0-9a-f-]{36}$/);

  // Another browser: nothing kept locally, the history comes from the server.
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await signIn(other);
  expect(await other.evaluate(() => window.localStorage.getItem('survey_responses'))).toBeNull();
  await other.getByRole('button', { name: texts.tabs.results }).click();
  await expect(other.getByRole('cell', { name: '84' }).first()).toBeVisible();
  await otherContext.close();

  await page.getByRole('button', { name: texts.topBar.logout }).click();
  await expect(page.getByText(texts.sheet.question)).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('auth_token'))).toBeNull();
  const me = await page.request.get(`${appUrl}/api/auth/me`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(me.status()).toBe(401);
});

test('without a provider configured, the sign-in button is absent and the status says so', async ({
  page,
  request,
}) => {
  const status = await request.get('/api/auth/status');
  expect((await status.json()).data.providerSignIn).toBe(false);
  await openIn(page, 'en', '/survey');
  await assent(page, 'en');
  await expect(page.getByRole('heading', { name: texts.partA.title })).toBeVisible();
  await expect(page.getByRole('link', { name: texts.entry.signIn })).toHaveCount(0);
});
