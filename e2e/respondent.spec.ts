import { VALIDATION_MESSAGES } from '@prca/core';
import { expect, test } from '@playwright/test';
import {
  PATTERNED_ANSWERS,
  answerLabel,
  answerQuestions,
  assent,
  beginSurvey,
  catalogue,
  classCounts,
  enterEmail,
  expectQuestion,
  fill,
  fillPartA,
  finishSurvey,
  finishWhileUnreachable,
  localResults,
  makeClass,
  openIn,
  rawStorage,
  reachQuestions,
  readStoredResult,
  type Language,
} from './support';
import { SIGN_IN_APP_URL } from './sign-in-servers';

for (const language of ['vi', 'en'] as const) {
  test(`a student reads the information sheet, agrees, and completes the survey in ${language} with the specification's scores`, async ({
    page,
    request,
  }) => {
    const texts = catalogue(language, 'survey');
    const submitted: Record<string, unknown>[] = [];
    page.on('request', (sent) => {
      if (sent.method() === 'POST' && sent.url().endsWith('/api/surveys')) {
        submitted.push(sent.postDataJSON());
      }
    });
    await openIn(page, language, '/survey');
    // The app asks for nobody (`anonymous`): the sheet first, no e-mail anywhere.
    const sheet = (await (await request.get('/api/settings/public')).json()).data.consent;
    const firstLine = sheet.text[language].split('\n')[0].replace(/^# /, '');
    await expect(page.getByRole('heading', { level: 2, name: firstLine })).toBeVisible();
    await expect(page.getByText(texts.sheet.question)).toBeVisible();
    await expect(page.getByLabel(texts.entry.emailLabel)).toHaveCount(0);
    await expect(page.getByText(texts.topBar.changeEmail)).toHaveCount(0);
    await assent(page, language);
    await expect(page.getByRole('heading', { name: texts.partA.title })).toBeVisible();
    await finishSurvey(page, language);

    await expect(page).toHaveTitle(`${texts.completed.title} – ${texts.title}`);
    await expect(page.getByText(texts.completed.savedOffline)).toHaveCount(0);
    await expect(page.getByText(/84\s*\/\s*120/).first()).toBeVisible();
    expect(submitted).toHaveLength(1);
    expect(submitted[0]).toMatchObject({ consentVersion: sheet.version });
    expect(submitted[0]).not.toHaveProperty('email');

    // The result stays in this browser, with the key the server gave it to read or withdraw it.
    const [kept] = await localResults(page);
    expect(kept).toMatchObject({
      totalScore: 84,
      subscores: { groupDiscussion: 21, meetings: 24, interpersonal: 19, publicSpeaking: 20 },
      interpretation: { overall: 'high' },
    });
    expect(kept.pending).toBeFalsy();
    expect(kept.guestKey).toMatch(/^[\w-]{32,}$/);
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
    await expect(page.getByText(texts.sheet.question)).toBeVisible();
    await assent(page, language);
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
  });

  test(`a student who does not want to take part is thanked, and nothing of them is kept (${language})`, async ({
    page,
    request,
  }) => {
    const texts = catalogue(language, 'survey');
    const made = await makeClass(request);
    const sessions: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/api/surveys') && !sent.url().includes('/declines')) {
        sessions.push(sent.url());
      }
    });
    await openIn(page, language, `/survey?class=${made.code}`);
    // The class comes first, then the sheet.
    await page.getByRole('button', { name: texts.classCode.confirm }).click();
    await expect(
      page.getByText(
        fill(texts.classCode.chosen, { className: made.name, schoolName: made.schoolName }),
      ),
    ).toBeVisible();
    const declined = page.waitForResponse((reply) => reply.url().endsWith('/api/surveys/declines'));
    await page.getByRole('button', { name: texts.sheet.decline }).click();
    await expect(page.getByRole('heading', { name: texts.declined.title })).toBeVisible();
    await expect(page.getByText(texts.declined.body)).toBeVisible();
    await expect(page.getByText(texts.declined.help)).toBeVisible();
    expect((await declined).status()).toBeLessThan(300);

    // Nothing was started or sent, nothing is kept, and the class counts a decline, no response.
    expect(sessions).toEqual([]);
    const kept = JSON.parse(await rawStorage(page));
    expect(kept.local.survey_responses ?? null).toBeNull();
    expect(kept.local.survey_outbox ?? '[]').toBe('[]');
    expect(JSON.parse(kept.local.survey_progress ?? '{}')).not.toHaveProperty('startedAt');
    expect(await classCounts(request, made)).toEqual({ responseCount: 0, declineCount: 1 });
  });
}

test('the steps come in the issue’s order where an e-mail is asked: class, sheet, e-mail, part A', async ({
  page,
  request,
}) => {
  const language: Language = 'en';
  const texts = catalogue(language, 'survey');
  const made = await makeClass(request, SIGN_IN_APP_URL);
  await openIn(page, language, `${SIGN_IN_APP_URL}/survey?class=${made.code}`);
  await expect(page.getByRole('heading', { name: texts.classCode.title })).toBeVisible();
  await expect(page.getByLabel(texts.entry.emailLabel)).toHaveCount(0);
  await page.getByRole('button', { name: texts.classCode.confirm }).click();
  await expect(page.getByText(texts.sheet.question)).toBeVisible();
  await expect(page.getByLabel(texts.entry.emailLabel)).toHaveCount(0);
  await assent(page, language);
  await expect(page.getByRole('heading', { name: texts.entry.title })).toBeVisible();
  // Two ways are offered there (the e-mail and the provider), so it says to choose.
  await expect(page.getByText(texts.entry.choose)).toBeVisible();
  await enterEmail(page, language, 'order@example.edu.vn');
  await expect(page.getByRole('heading', { name: texts.partA.title })).toBeVisible();
  await expect(
    page.getByText(fill(texts.topBar.signedInAs, { email: 'order@example.edu.vn' })),
  ).toBeVisible();
});

test('every validation message of the survey appears where the specification puts it', async ({
  page,
}) => {
  const language: Language = 'vi';
  const messages = (key: keyof typeof VALIDATION_MESSAGES) => VALIDATION_MESSAGES[key][language];
  const { entry, nav, options } = catalogue(language, 'survey');
  const alert = page.getByRole('alert').filter({ hasText: /\S/ });
  await openIn(page, language, `${SIGN_IN_APP_URL}/survey`);
  await assent(page, language);

  await page.getByRole('button', { name: entry.emailSubmit }).click();
  await expect(alert).toHaveText(messages('email.required'));
  await page.getByLabel(entry.emailLabel).fill('khong-phai-email');
  await page.getByRole('button', { name: entry.emailSubmit }).click();
  await expect(alert).toHaveText(messages('email.invalid'));
  await enterEmail(page, language, 'hs@truong.edu.vn');

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
  await reachQuestions(page, language);
  await answerQuestions(page, language, PATTERNED_ANSWERS, 1, 7);

  await page.reload();
  const { nav, sheet } = catalogue(language, 'survey');
  await expectQuestion(page, language, 8);
  for (let question = 7; question >= 1; question -= 1) {
    await page.getByRole('button', { name: nav.previous }).click();
    await expect(
      page.getByRole('radio', {
        name: answerLabel(PATTERNED_ANSWERS[question - 1]!, language),
        exact: true,
      }),
    ).toBeChecked();
  }
  await expect(page.getByRole('button', { name: sheet.agree })).toHaveCount(0);
});

test('a survey submitted while the server is unreachable is scored at once, queued sealed, and reaches the server exactly once when it is back', async ({
  page,
  context,
  request,
}) => {
  const language: Language = 'vi';
  await beginSurvey(page, language);
  // The server cannot be reached for the last answer (this spec has no service worker to keep
  // the page's own files, as a real visit would, so only the API is cut off).
  const serverBack = await finishWhileUnreachable(context, page, language);
  const [kept] = await localResults(page);
  expect(kept).toMatchObject({ totalScore: 84, pending: true });
  // The queue holds the answers sealed to the server's key, not in clear.
  const outbox = JSON.parse(
    (await page.evaluate(() => window.localStorage.getItem('survey_outbox'))) ?? '[]',
  );
  expect(outbox).toHaveLength(1);
  expect(outbox[0]).toMatchObject({ id: kept.id, sealed: { v: 1 } });
  expect(outbox[0]).not.toHaveProperty('body');
  expect((await readStoredResult(page, request, kept.id)).status()).toBe(404);

  // The server is back: the page's delivery (every 30 seconds, or on the next page) sends it.
  await serverBack();
  await page.reload();
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
