import { VALIDATION_MESSAGES } from '@prca/core';
import { expect, test } from '@playwright/test';
import {
  PATTERNED_ANSWERS,
  answerQuestions,
  assent,
  beginSurvey,
  catalogue,
  completeSurveyAsGuest,
  enterEmail,
  expectQuestion,
  fillPartA,
  localResults,
  makeClass,
  openIn,
  reachQuestions,
  type Language,
} from './support';
import { SIGN_IN_APP_URL } from './sign-in-servers';

const language: Language = 'en';
const texts = catalogue(language, 'survey');

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

test('a 58-character e-mail keeps the top bar within a 360 px phone, "Change e-mail" in sight', async ({
  page,
}) => {
  const address = 'nguyen.thi.thu.trang.lop11a2@truong-thpt-chuyen.edu.vn.com';
  expect(address).toHaveLength(58);
  await openIn(page, language, `${SIGN_IN_APP_URL}/survey`);
  await assent(page, language);
  await enterEmail(page, language, address);

  const change = page.getByRole('button', { name: texts.topBar.changeEmail });
  await expect(change).toBeInViewport({ ratio: 1 });
  const box = (await change.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('the phone’s Back button moves one step back inside the survey, not out of it', async ({
  page,
}) => {
  await reachQuestions(page, language);
  await answerQuestions(page, language, PATTERNED_ANSWERS, 1, 2);
  await expectQuestion(page, language, 3);

  await page.goBack();
  await expectQuestion(page, language, 2);
  await page.goBack();
  await page.goBack();
  await expect(page.getByRole('heading', { name: texts.partB.title })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { name: texts.partA.title })).toBeVisible();
  await expect(page).toHaveURL(/\/survey$/);
  // Answers given are kept on the way back.
  await expect(page.getByRole('radio', { name: texts.options.grade.grade11 })).toBeChecked();
});

test('a missing answer in part A or B is marked on its question, scrolled to and focused', async ({
  page,
}) => {
  await beginSurvey(page, language);

  // Part A: only the grade is given; the gender question is the one marked.
  await page.getByRole('radio', { name: texts.options.grade.grade10 }).check();
  await page.getByRole('button', { name: texts.nav.next }).click();
  const gender = page.getByRole('radiogroup', { name: texts.partA.gender });
  await expect(gender).toHaveAttribute('aria-invalid', 'true');
  await expect(gender).toHaveAccessibleDescription(VALIDATION_MESSAGES['partA.incomplete'].en);
  const firstGender = page.getByRole('radio', { name: texts.options.gender.male, exact: true });
  await expect(firstGender).toBeFocused();
  await expect(firstGender).toBeInViewport();
  // Other questions are not marked, and answering clears the mark.
  await expect(page.getByRole('radiogroup', { name: texts.partA.grade })).not.toHaveAttribute(
    'aria-invalid',
  );
  await firstGender.check();
  await expect(gender).not.toHaveAttribute('aria-invalid');

  await fillPartA(page, language);
  // Part B: causes left empty, at the middle of a long step.
  await page.getByRole('radio', { name: texts.options.awareness.familiar }).check();
  await page.getByRole('radio', { name: texts.options.impact.no_impact }).check();
  await page.getByRole('button', { name: texts.nav.next }).click();
  const firstCause = page.getByRole('checkbox', {
    name: texts.options.causes.conversation_skills,
  });
  await expect(firstCause).toBeFocused();
  await expect(firstCause).toBeInViewport();
  await expect(firstCause).toHaveAttribute('aria-invalid', 'true');
  await expect(firstCause).toHaveAccessibleDescription(
    VALIDATION_MESSAGES['partB.causesRequired'].en,
  );
});

test('each question’s answers are named by its statement and its heading says "question n of 24"', async ({
  page,
}) => {
  await reachQuestions(page, language);
  const heading = page.getByRole('heading', { level: 2 });
  await expect(heading).toBeFocused();
  await expect(heading).toHaveAccessibleName(/^Question 1 of 24: /);
  const statement = (await heading.textContent())!.replace(/^.*?1\. /, '');
  await expect(page.getByRole('radiogroup', { name: statement })).toBeVisible();
});

test('a class link on a student’s own phone is not lab mode and never speaks of a shared computer', async ({
  page,
  request,
}) => {
  await page.clock.install();
  const made = await makeClass(request);
  await completeSurveyAsGuest(page, language, { classCode: made.code });
  await expect(page.getByText(/shared/i)).toHaveCount(0);
  await expect(page.getByRole('button', { name: texts.respondent.finish })).toHaveCount(0);
  // The phone keeps its own result for the student (lab mode would keep it in the tab only).
  expect(await page.evaluate(() => window.sessionStorage.getItem('survey_responses'))).toBeNull();
  expect((await localResults(page))[0]).toMatchObject({ totalScore: 84 });
  // The results stay after the idle time that lab mode would end them at (the student walks
  // away: the page's clock jumps, e2e/walk-away.ts).
  await page.clock.fastForward(7_000);
  await expect(page.getByRole('heading', { name: texts.completed.title })).toBeVisible();
});
