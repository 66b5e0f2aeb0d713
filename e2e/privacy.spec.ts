import { expect, test, type Page } from '@playwright/test';
import { completeSurveyAsGuest, enterEmail, localResults, openIn } from './support';

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
  await completeSurveyAsGuest(page, 'en', email);
  const [kept] = await localResults(page);

  expect(await lookUp(page, email)).toEqual([kept.id]);

  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await openIn(other, 'en', '/survey');
  await enterEmail(other, 'en', email);
  expect(await lookUp(other, email)).toEqual([]);
  await otherContext.close();
});
