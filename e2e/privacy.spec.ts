import { expect, test, type Page } from '@playwright/test';
import {
  PATTERNED_ANSWERS,
  answerQuestions,
  catalogue,
  enterEmail,
  fillPartA,
  fillPartB,
  localResults,
  openIn,
  start,
} from './support';

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
  await openIn(page, 'en', '/survey');
  await enterEmail(page, 'en', email);
  await start(page, 'en');
  await fillPartA(page, 'en');
  await fillPartB(page, 'en');
  await answerQuestions(page, 'en', PATTERNED_ANSWERS);
  await expect(
    page.getByRole('heading', { name: catalogue('en', 'survey').completed.title }),
  ).toBeVisible();
  const [kept] = await localResults(page);

  expect(await lookUp(page, email)).toEqual([kept.id]);

  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await openIn(other, 'en', '/survey');
  await enterEmail(other, 'en', email);
  expect(await lookUp(other, email)).toEqual([]);
  await otherContext.close();
});
