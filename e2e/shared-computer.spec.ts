import { expect, test, type Page } from '@playwright/test';
import {
  PATTERNED_ANSWERS,
  answerQuestions,
  catalogue,
  enterEmail,
  fillPartA,
  fillPartB,
  localResults,
  reachQuestions,
  start,
  type Language,
} from './support';

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

test('two students in turn on one browser never see each other’s answers or results', async ({
  page,
}) => {
  // Student A finishes the survey.
  await reachQuestions(page, language, 'student.a@example.edu.vn');
  await answerQuestions(page, language, PATTERNED_ANSWERS);
  await expect(page.getByRole('heading', { name: texts.completed.title })).toBeVisible();

  // Student B takes the seat: "Change e-mail" starts afresh, with nothing of A's on screen.
  await page.getByRole('button', { name: texts.topBar.changeEmail }).click();
  await enterEmail(page, language, 'student.b@example.edu.vn');
  await expect(page.getByRole('button', { name: texts.intro.start })).toBeVisible();
  await tab(page, 'results').click();
  await expect(page.getByRole('heading', { name: results.dashboard.empty.heading })).toBeVisible();
  await tab(page, 'survey').click();

  // B starts, then tries to hand over half-way: the unsent answers are not dropped silently.
  await start(page, language);
  await fillPartA(page, language);
  const refused = page.waitForEvent('dialog');
  const click = page.getByRole('button', { name: texts.topBar.changeEmail }).click();
  const dialog = await refused;
  expect(dialog.message()).toBe(texts.respondent.discardConfirm);
  await dialog.dismiss();
  await click;
  await expect(page.getByRole('heading', { name: texts.partB.title })).toBeVisible();

  // B finishes, sees only their own result, and leaves the computer clean.
  await fillPartB(page, language);
  await answerQuestions(page, language, ALL_FOURS);
  await tab(page, 'results').click();
  await expect(page.getByRole('cell', { name: '72' }).first()).toBeVisible();
  await expect(page.getByRole('cell', { name: '84' })).toHaveCount(0);
  await tab(page, 'survey').click();
  await page.getByRole('button', { name: texts.respondent.finish }).click();
  await expect(page.getByText(texts.respondent.cleared)).toBeVisible();
  await expect(page.getByLabel(texts.entry.emailLabel)).toBeVisible();
  expect((await localResults(page)).map((result) => result.totalScore)).toEqual([84]);
  expect(await page.evaluate(() => window.localStorage.getItem('survey_email'))).toBeNull();

  // A comes back to the same browser: their result, not B's.
  await enterEmail(page, language, 'student.a@example.edu.vn');
  await tab(page, 'results').click();
  await expect(page.getByRole('cell', { name: '84' }).first()).toBeVisible();
  await expect(page.getByRole('cell', { name: '72' })).toHaveCount(0);
});

test('a class link turns on school-lab mode, where leaving the computer is the main way out', async ({
  page,
}) => {
  await reachQuestions(page, language, 'lab.student@example.edu.vn', '/survey?class=10A1');
  await answerQuestions(page, language, PATTERNED_ANSWERS);
  await expect(page.getByText(texts.respondent.finishHintLab)).toBeVisible();
  await page.getByRole('button', { name: texts.respondent.finish }).click();
  expect(await localResults(page)).toEqual([]);
  const progress = await page.evaluate(() =>
    JSON.parse(window.localStorage.getItem('survey_progress') ?? '{}'),
  );
  expect(progress).toMatchObject({ step: 'introduction', answers: {}, partA: {} });
});
