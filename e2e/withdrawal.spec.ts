import { expect, test } from '@playwright/test';
import {
  beginSurvey,
  catalogue,
  classCounts,
  completeSurveyAsGuest,
  finishWhileUnreachable,
  localResults,
  makeClass,
  readStoredResult,
  type Language,
} from './support';

for (const language of ['vi', 'en'] as const) {
  test(`a student withdraws their response from the results screen, and it leaves the study (${language})`, async ({
    page,
    request,
  }) => {
    const texts = catalogue(language, 'survey');
    const made = await makeClass(request);
    await completeSurveyAsGuest(page, language, { classCode: made.code });
    const [kept] = await localResults(page);
    expect(await classCounts(request, made)).toMatchObject({ responseCount: 1 });

    // Asked first; keeping it changes nothing.
    await page.getByRole('button', { name: texts.withdraw.button }).click();
    const dialog = page.getByRole('dialog', { name: texts.withdraw.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: texts.withdraw.keep }).last()).toBeFocused();
    await dialog.getByRole('button', { name: texts.withdraw.keep }).last().click();
    await expect(dialog).toHaveCount(0);
    expect(await classCounts(request, made)).toMatchObject({ responseCount: 1 });

    await page.getByRole('button', { name: texts.withdraw.button }).click();
    await dialog.getByRole('button', { name: texts.withdraw.confirm }).click();
    await expect(page.getByText(texts.withdraw.done)).toBeVisible();
    await expect(page.getByRole('heading', { name: texts.completed.title })).toHaveCount(0);
    expect(await localResults(page)).toEqual([]);
    expect(await classCounts(request, made)).toMatchObject({ responseCount: 0 });
    const gone = await request.get(`/api/surveys/${kept.id}`, {
      headers: { 'x-guest-key': kept.guestKey },
    });
    expect(gone.status()).toBe(404);
  });
}

test('a response still queued is withdrawn from the outbox, and never reaches the server', async ({
  page,
  context,
  request,
}) => {
  const language: Language = 'en';
  const texts = catalogue(language, 'survey');
  const made = await makeClass(request);
  await beginSurvey(page, language, { classCode: made.code });
  const serverBack = await finishWhileUnreachable(context, page, language);
  const [kept] = await localResults(page);

  await page.getByRole('button', { name: texts.withdraw.button }).click();
  await page
    .getByRole('dialog', { name: texts.withdraw.title })
    .getByRole('button', { name: texts.withdraw.confirm })
    .click();
  await expect(page.getByText(texts.withdraw.done)).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('survey_outbox'))).toBe('[]');

  // The server is back, and a new page sends whatever waits: nothing does.
  await serverBack();
  await page.reload();
  await expect(page.getByRole('button', { name: texts.sheet.agree })).toBeVisible();
  expect((await readStoredResult(page, request, kept.id)).status()).not.toBe(200);
  expect(await classCounts(request, made)).toMatchObject({ responseCount: 0 });
});
