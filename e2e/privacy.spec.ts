import { expect, test, type Page } from '@playwright/test';
import {
  assent,
  catalogue,
  completeSurveyAsGuest,
  enterEmail,
  localResults,
  openIn,
} from './support';
import { SIGN_IN_APP_URL } from './sign-in-servers';

/** What this browser can see of the results submitted under an e-mail address. */
function lookUp(page: Page, email: string): Promise<string[]> {
  return page.evaluate(async (address) => {
    const key = window.localStorage.getItem('survey_guest_key');
    const response = await fetch(`/api/surveys/by-email/${encodeURIComponent(address)}`, {
      headers: key ? { 'x-guest-key': key } : {},
    });
    const { data } = await response.json();
    return data.surveys.map((survey: { id: string }) => survey.id);
  }, email);
}

test("a second browser that knows a guest's e-mail sees none of that guest's results", async ({
  page,
  browser,
}) => {
  const email = `private.${Date.now()}@example.com`;
  await completeSurveyAsGuest(page, 'en', { url: `${SIGN_IN_APP_URL}/survey`, email });
  const [kept] = await localResults(page);

  expect(await lookUp(page, email)).toEqual([kept.id]);

  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await openIn(other, 'en', `${SIGN_IN_APP_URL}/survey`);
  await assent(other, 'en');
  await enterEmail(other, 'en', email);
  expect(await lookUp(other, email)).toEqual([]);
  await otherContext.close();
});

for (const language of ['vi', 'en'] as const) {
  test(`the privacy notice says what is collected in the identity mode in force (${language})`, async ({
    page,
  }) => {
    const { privacy } = catalogue(language, 'legal');
    const list = privacy.collect.list;
    // The app asks for nobody.
    await openIn(page, language, '/privacy');
    await expect(page.getByText(list.nothingIdentifying)).toBeVisible();
    await expect(page.getByText(privacy.choices.list.withdrawAnonymous)).toBeVisible();
    await expect(page.getByText(list.emailCode)).toHaveCount(0);
    await expect(page.getByText(list.account)).toHaveCount(0);
    // The sign-in app asks for an e-mail, and offers provider sign-in.
    await openIn(page, language, `${SIGN_IN_APP_URL}/privacy`);
    await expect(page.getByText(list.emailCode)).toBeVisible();
    await expect(page.getByText(list.account)).toBeVisible();
    await expect(page.getByText(list.nothingIdentifying)).toHaveCount(0);
  });
}
