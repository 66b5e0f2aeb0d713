import { VALIDATION_MESSAGES } from '@prca/core';
import { expect, test } from '@playwright/test';
import {
  PATTERNED_ANSWERS,
  answerLabel,
  answerQuestions,
  catalogue,
  completeSurveyAsGuest,
  enterEmail,
  fillPartA,
  fillPartB,
  localResults,
  readStoredResult,
  openIn,
  start,
  type Language,
} from './support';

for (const language of ['vi', 'en'] as const) {
  test(`a student completes the whole survey in ${language} and gets the specification's scores`, async ({
    page,
    request,
  }) => {
    await completeSurveyAsGuest(page, language, `  Student.${language}@School.edu.VN `);

    const texts = catalogue(language, 'survey');
    await expect(page).toHaveTitle(`${texts.completed.title} – ${texts.title}`);
    await expect(page.getByText(texts.completed.savedOffline)).toHaveCount(0);
    await expect(page.getByText(/84\s*\/\s*120/).first()).toBeVisible();

    const [kept] = await localResults(page);
    expect(kept).toMatchObject({
      totalScore: 84,
      subscores: { groupDiscussion: 21, meetings: 24, interpersonal: 19, publicSpeaking: 20 },
      interpretation: { overall: 'high' },
    });
    expect(kept.pending).toBeFalsy();

    const stored = await readStoredResult(page, request, kept.id);
    expect(stored.status()).toBe(200);
    expect((await stored.json()).data).toMatchObject({
      scores: {
        totalScore: 84,
        subscores: { groupDiscussion: 21, meetings: 24, interpersonal: 19, publicSpeaking: 20 },
      },
      demographics: { grade: 'grade11', gender: 'female' },
    });

    await page.getByRole('button', { name: texts.completed.retake }).click();
    await expect(page.getByRole('button', { name: texts.intro.start })).toBeVisible();
    await start(page, language);
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
  });
}

test('every validation message of the survey appears where the specification puts it', async ({
  page,
}) => {
  const language: Language = 'vi';
  const messages = (key: keyof typeof VALIDATION_MESSAGES) => VALIDATION_MESSAGES[key][language];
  const { entry, nav, options } = catalogue(language, 'survey');
  const alert = page.getByRole('alert').filter({ hasText: /\S/ });
  await openIn(page, language, '/survey');

  await page.getByRole('button', { name: entry.emailSubmit }).click();
  await expect(alert).toHaveText(messages('email.required'));
  await page.getByLabel(entry.emailLabel).fill('khong-phai-email');
  await page.getByRole('button', { name: entry.emailSubmit }).click();
  await expect(alert).toHaveText(messages('email.invalid'));
  await enterEmail(page, language, 'hs@truong.edu.vn');
  await start(page, language);

  await page.getByRole('radio', { name: options.grade.grade10 }).check();
  await page.getByRole('button', { name: nav.next }).click();
  await expect(alert).toHaveText(messages('partA.incomplete'));
  await fillPartA(page, language);

  const next = page.getByRole('button', { name: nav.next });
  await next.click();
  await expect(alert).toHaveText(messages('partB.awarenessRequired'));
  await page.getByRole('radio', { name: options.awareness.familiar }).check();
  await next.click();
  await expect(alert).toHaveText(messages('partB.causesRequired'));
  await page.getByRole('checkbox', { name: options.causes.other }).check();
  await page.getByRole('radio', { name: options.impact.mild_impact }).check();
  await next.click();
  await expect(alert).toHaveText(messages('partB.otherTextRequired'));
  await page.getByRole('checkbox', { name: options.causes.other }).uncheck();
  await page.getByRole('checkbox', { name: options.causes.no_need }).check();
  await next.click();

  await next.click();
  await expect(alert).toHaveText(messages('question.answerRequired'));
  await page.getByRole('radio', { name: answerLabel(2, language), exact: true }).check();
  await expect(alert).toHaveCount(0);
});

test('a reload in the middle of the survey keeps every answer and the place', async ({ page }) => {
  const language: Language = 'en';
  await openIn(page, language, '/survey');
  await enterEmail(page, language, 'reload@example.com');
  await start(page, language);
  await fillPartA(page, language);
  await fillPartB(page, language);
  await answerQuestions(page, language, PATTERNED_ANSWERS, 1, 7);

  await page.reload();
  const { questions, nav, intro } = catalogue(language, 'survey');
  await expect(
    page.getByText(questions.progress.replace('{{current}}', '8').replace('{{total}}', '24'), {
      exact: true,
    }),
  ).toBeVisible();
  for (let question = 7; question >= 1; question -= 1) {
    await page.getByRole('button', { name: nav.previous }).click();
    await expect(
      page.getByRole('radio', {
        name: answerLabel(PATTERNED_ANSWERS[question - 1]!, language),
        exact: true,
      }),
    ).toBeChecked();
  }
  await expect(page.getByRole('button', { name: intro.start })).toHaveCount(0);
});

test('a survey submitted while the server is unreachable is scored at once and reaches the server exactly once when it is back', async ({
  page,
  context,
  request,
}) => {
  const language: Language = 'vi';
  await openIn(page, language, '/survey');
  await enterEmail(page, language, 'offline@example.com');
  await start(page, language);
  await fillPartA(page, language);
  await fillPartB(page, language);
  await answerQuestions(page, language, PATTERNED_ANSWERS, 1, 23);

  await context.setOffline(true);
  await answerQuestions(page, language, PATTERNED_ANSWERS, 24, 24);
  const texts = catalogue(language, 'survey');
  await expect(page.getByText(texts.completed.savedOffline)).toBeVisible();
  const [kept] = await localResults(page);
  expect(kept).toMatchObject({ totalScore: 84, pending: true });
  expect((await readStoredResult(page, request, kept.id)).status()).toBe(404);

  await context.setOffline(false);
  await expect
    .poll(async () => (await readStoredResult(page, request, kept.id)).status(), {
      timeout: 15_000,
    })
    .toBe(200);
  await expect.poll(async () => (await localResults(page))[0]?.pending).toBe(false);
  expect(await page.evaluate(() => window.localStorage.getItem('survey_outbox'))).toBe('[]');

  // Sending the same response again (another tab, a later retry) stores nothing new.
  const again = await request.post('/api/surveys', {
    data: {
      id: kept.id,
      demographics: kept.demographics,
      responses: kept.responses,
      locale: 'vi',
    },
  });
  expect(again.status()).toBe(200);
});
