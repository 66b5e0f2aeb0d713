import { LAB_STILL_THERE_SECONDS } from '@prca/core';
import { expect, test, type Page } from '@playwright/test';
import {
  PATTERNED_ANSWERS,
  answerQuestions,
  assent,
  beginSurvey,
  catalogue,
  classCounts,
  enterEmail,
  expectQuestion,
  fillPartA,
  fillPartB,
  finishSurvey,
  finishWhileUnreachable,
  localResults,
  makeClass,
  openIn,
  rawStorage,
  reachQuestions,
  type Language,
} from './support';
import { LAB_IDLE_SECONDS, SIGN_IN_APP_URL } from './sign-in-servers';
import { walkAway } from './walk-away';

const language: Language = 'en';
const texts = catalogue(language, 'survey');
const results = catalogue(language, 'results');

/** Every answer 4 ("agree"): a total no patterned run gives, to tell the students apart. */
const ALL_FOURS = PATTERNED_ANSWERS.map(() => 4);

function tab(page: Page, name: 'survey' | 'results') {
  return page
    .getByRole('navigation', { name: texts.tabs.label })
    .getByRole('button', { name: texts.tabs[name] });
}

/** Confirms the class of the link and agrees: part A (or the e-mail step) is next. */
async function confirmAndAgree(page: Page) {
  await page.getByRole('button', { name: texts.classCode.confirm }).click();
  await assent(page, language);
}

/** What a new student sees on opening the class link: the class to confirm, nothing else. */
async function expectFreshStart(page: Page) {
  await expect(page.getByText(texts.classCode.confirmTitle)).toBeVisible();
  await expect(page.getByText(/84\s*\/\s*120/)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: texts.completed.title })).toHaveCount(0);
}

test('in lab mode, a student who walks away leaves nothing for the next one: screen, storage and a sealed outbox', async ({
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const made = await makeClass(request, SIGN_IN_APP_URL);
  const link = `${SIGN_IN_APP_URL}/survey?class=${made.code}`;
  const emailA = `lab.a.${Date.now()}@example.edu.vn`;

  // Student A, on a school computer (the teacher's lab link), finishes the survey while the
  // server cannot be reached: the response waits in the outbox, A reads the results and walks
  // away.
  const a = await context.newPage();
  await openIn(a, language, `${link}&lab=1`);
  await confirmAndAgree(a);
  // A shared computer offers no provider sign-in.
  await expect(a.getByRole('link', { name: texts.entry.signIn })).toHaveCount(0);
  await expect(a.getByText(texts.entry.choose)).toHaveCount(0);
  await enterEmail(a, language, emailA);
  const serverBack = await finishWhileUnreachable(context, a, language);
  await expect(a.getByText(texts.respondent.finishHintLab)).toBeVisible();
  // A's state lives in A's tab only.
  expect((await localResults(a))[0]).toMatchObject({ totalScore: 84, pending: true });
  expect(await a.evaluate(() => window.localStorage.getItem('survey_responses'))).toBeNull();
  expect(await a.evaluate(() => window.localStorage.getItem('survey_email'))).toBeNull();

  // Student B opens the class link in a new tab of the same browser.
  const b = await context.newPage();
  await openIn(b, language, link);
  await expectFreshStart(b);
  await expect(b.getByText(emailA)).toHaveCount(0);
  const raw = await rawStorage(b);
  expect(raw).not.toContain(emailA);
  expect(raw).not.toContain('"question1":');
  expect(raw).not.toContain('"responses"');
  expect(raw).not.toMatch(/queuedToken":"[^"]/);
  // The outbox survives the tab, sealed: only its id, class code and language are readable.
  const outbox = JSON.parse(JSON.parse(raw).local.survey_outbox);
  expect(outbox).toEqual([
    {
      id: expect.any(String),
      locale: 'en',
      classCode: made.code,
      sealed: expect.objectContaining({ v: 1 }),
      queuedToken: null,
    },
  ]);

  // The server is back: A's sealed response reaches it, in A's class (the next page that opens
  // sends the outbox).
  await serverBack();
  await b.reload();
  await expect
    .poll(async () => (await classCounts(request, made, SIGN_IN_APP_URL)).responseCount, {
      timeout: 40_000,
    })
    .toBe(1);
});

test('in lab mode, a survey abandoned at question 8 is not the next student’s, and a reload of the same tab keeps it', async ({
  context,
  request,
}) => {
  const made = await makeClass(request);
  const link = `/survey?class=${made.code}`;
  const a = await context.newPage();
  await reachQuestions(a, language, { url: '/survey?lab=1', classCode: made.code });
  await answerQuestions(a, language, PATTERNED_ANSWERS, 1, 7);
  await a.reload();
  await expectQuestion(a, language, 8);

  // A closes the tab; B opens the class link: the class to confirm, then a blank survey.
  await a.close();
  const b = await context.newPage();
  await openIn(b, language, link);
  await expectFreshStart(b);
  await confirmAndAgree(b);
  await expect(b.getByRole('heading', { name: texts.partA.title })).toBeVisible();
  await expect(b.getByRole('radio', { checked: true })).toHaveCount(0);
  await fillPartA(b, language);
  await fillPartB(b, language);
  await expectQuestion(b, language, 1);
  await expect(b.getByRole('radio', { checked: true })).toHaveCount(0);
});

test('in lab mode, the results return to a fresh start after a short idle time, and an unfinished survey asks first', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.clock.install();
  const made = await makeClass(request);
  await beginSurvey(page, language, { url: '/survey?lab=1', classCode: made.code });
  await finishSurvey(page, language, ALL_FOURS);

  // Nobody touches the results: they go, and the next student finds the class to confirm.
  await walkAway(page, LAB_IDLE_SECONDS.results, page.getByText(texts.classCode.confirmTitle));
  await expectFreshStart(page);
  expect(await localResults(page)).toEqual([]);
  await tab(page, 'results').click();
  await expect(page.getByRole('heading', { name: results.dashboard.empty.heading })).toBeVisible();
  await tab(page, 'survey').click();

  // An unfinished survey left alone asks whether the student is still there…
  await confirmAndAgree(page);
  await fillPartA(page, language);
  const dialog = page.getByRole('dialog', { name: texts.stillThere.title });
  await walkAway(page, LAB_IDLE_SECONDS.survey, dialog);
  const stay = dialog.getByRole('button', { name: texts.stillThere.stay }).filter({
    hasText: texts.stillThere.stay,
  });
  await expect(stay).toBeFocused();
  // …the student answers, and keeps their answers…
  await stay.click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('heading', { name: texts.partB.title })).toBeVisible();
  // …or, without an answer, the survey starts afresh and nothing is sent.
  await walkAway(page, LAB_IDLE_SECONDS.survey, dialog);
  const unanswered = Math.min(LAB_STILL_THERE_SECONDS, LAB_IDLE_SECONDS.survey);
  await walkAway(page, unanswered, page.getByText(texts.classCode.confirmTitle));
  const progress = await page.evaluate(() =>
    JSON.parse(window.sessionStorage.getItem('survey_progress') ?? '{}'),
  );
  expect(progress).not.toHaveProperty('startedAt');
  expect(progress.partA).toEqual({});
  expect(await classCounts(request, made)).toMatchObject({ responseCount: 1 });
});

test('two students in turn on one browser, outside lab mode, never see each other’s answers or results', async ({
  page,
}) => {
  const begin = async (email: string) => {
    await assent(page, language);
    await enterEmail(page, language, email);
  };
  // Student A finishes the survey (where an e-mail is asked).
  await beginSurvey(page, language, {
    url: `${SIGN_IN_APP_URL}/survey`,
    email: 'student.a@example.edu.vn',
  });
  await finishSurvey(page, language);
  // Outside lab mode nothing speaks of a shared computer.
  await expect(page.getByText(texts.respondent.finishHintLab)).toHaveCount(0);
  await expect(page.getByRole('button', { name: texts.respondent.finish })).toHaveCount(0);

  // Student B takes the seat: "Change e-mail" starts afresh, with nothing of A's on screen.
  await page.getByRole('button', { name: texts.topBar.changeEmail }).click();
  await begin('student.b@example.edu.vn');
  await tab(page, 'results').click();
  await expect(page.getByRole('heading', { name: results.dashboard.empty.heading })).toBeVisible();
  await tab(page, 'survey').click();

  // B starts, then tries to hand over half-way: the unsent answers are not dropped silently.
  await fillPartA(page, language);
  const refused = page.waitForEvent('dialog');
  const click = page.getByRole('button', { name: texts.topBar.changeEmail }).click();
  const dialog = await refused;
  expect(dialog.message()).toBe(texts.respondent.discardConfirm);
  await dialog.dismiss();
  await click;
  await expect(page.getByRole('heading', { name: texts.partB.title })).toBeVisible();

  // B finishes and sees only their own result.
  await fillPartB(page, language);
  await answerQuestions(page, language, ALL_FOURS);
  await expect(page.getByRole('heading', { name: texts.completed.title })).toBeVisible();
  await tab(page, 'results').click();
  await expect(page.getByRole('cell', { name: '72' }).first()).toBeVisible();
  await expect(page.getByRole('cell', { name: '84' })).toHaveCount(0);

  // A comes back to the same browser: their result, not B's.
  await page.getByRole('button', { name: texts.topBar.changeEmail }).click();
  await begin('student.a@example.edu.vn');
  await tab(page, 'results').click();
  await expect(page.getByRole('cell', { name: '84' }).first()).toBeVisible();
  await expect(page.getByRole('cell', { name: '72' })).toHaveCount(0);
});
