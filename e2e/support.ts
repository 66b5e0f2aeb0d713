import { ANSWER_OPTIONS, QUESTION_COUNT } from '@prca/core';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type Language = 'vi' | 'en';

const localesDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../apps/web/src/i18n/locales',
);

/** The interface texts the app shows, read from its own catalogues. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- nested JSON, walked freely
export function catalogue(language: Language, namespace: string): Record<string, any> {
  return JSON.parse(fs.readFileSync(path.join(localesDir, language, `${namespace}.json`), 'utf8'));
}

/** Opens a page with the language already chosen, as a returning visitor would have it. */
export async function openIn(page: Page, language: Language, url: string): Promise<void> {
  await page.addInitScript((lng) => {
    if (!window.localStorage.getItem('i18nextLng')) window.localStorage.setItem('i18nextLng', lng);
  }, language);
  await page.goto(url);
}

export const DEMOGRAPHICS = {
  grade: 'grade11',
  gender: 'female',
  participation: 'sometimes',
  awareness: 'heard_but_unsure',
  causes: ['fear_of_judgment', 'academic_pressure'],
  impact_level: 'moderate_impact',
} as const;

/** Hand-scored in the API tests: subscores 21, 24, 19, 20, total 84. */
export const PATTERNED_ANSWERS = Array.from(
  { length: QUESTION_COUNT },
  (_, i) => ((i + 1) % 5) + 1,
);

export async function enterEmail(page: Page, language: Language, email: string) {
  const texts = catalogue(language, 'survey');
  await page.getByLabel(texts.entry.emailLabel).fill(email);
  await page.getByRole('button', { name: texts.entry.emailSubmit }).click();
}

export async function fillPartA(page: Page, language: Language) {
  const { options, nav } = catalogue(language, 'survey');
  await page.getByRole('radio', { name: options.grade[DEMOGRAPHICS.grade] }).check();
  await page.getByRole('radio', { name: options.gender[DEMOGRAPHICS.gender], exact: true }).check();
  await page
    .getByRole('radio', { name: options.participation[DEMOGRAPHICS.participation] })
    .check();
  await page.getByRole('button', { name: nav.next }).click();
}

export async function fillPartB(page: Page, language: Language) {
  const { options, nav } = catalogue(language, 'survey');
  await page.getByRole('radio', { name: options.awareness[DEMOGRAPHICS.awareness] }).check();
  for (const cause of DEMOGRAPHICS.causes) {
    await page.getByRole('checkbox', { name: options.causes[cause] }).check();
  }
  await page.getByRole('radio', { name: options.impact[DEMOGRAPHICS.impact_level] }).check();
  await page.getByRole('button', { name: nav.next }).click();
}

export function answerLabel(value: number, language: Language): string {
  return ANSWER_OPTIONS.find((option) => option.value === value)!.label[language];
}

/** Answers question `from`+1 … `to` (1-based, inclusive) with the given answers. */
export async function answerQuestions(
  page: Page,
  language: Language,
  answers: readonly number[],
  from = 1,
  to = QUESTION_COUNT,
) {
  const { nav, questions } = catalogue(language, 'survey');
  for (let question = from; question <= to; question += 1) {
    const progress = questions.progress
      .replace('{{current}}', String(question))
      .replace('{{total}}', String(QUESTION_COUNT));
    await expect(page.getByText(progress, { exact: true })).toBeVisible();
    await page
      .getByRole('radio', { name: answerLabel(answers[question - 1]!, language), exact: true })
      .check();
    await page
      .getByRole('button', { name: question === QUESTION_COUNT ? nav.submit : nav.next })
      .click();
  }
}

/** Starts the survey from the introduction. */
export async function start(page: Page, language: Language) {
  await page.getByRole('button', { name: catalogue(language, 'survey').intro.start }).click();
}

/** A guest fills in the whole survey from /survey with PATTERNED_ANSWERS and sees it completed. */
export async function completeSurveyAsGuest(page: Page, language: Language, email: string) {
  await openIn(page, language, '/survey');
  await enterEmail(page, language, email);
  await start(page, language);
  await fillPartA(page, language);
  await fillPartB(page, language);
  await answerQuestions(page, language, PATTERNED_ANSWERS);
  await expect(
    page.getByRole('heading', { name: catalogue(language, 'survey').completed.title }),
  ).toBeVisible();
}

/** What the browser kept under the specification's key survey_responses. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- stored JSON, checked by the tests
export async function localResults(page: Page): Promise<any[]> {
  return page.evaluate(() => JSON.parse(window.localStorage.getItem('survey_responses') ?? '[]'));
}

/** GET /api/surveys/{id} as this browser may: with the guest key it keeps. */
export async function readStoredResult(page: Page, request: APIRequestContext, id: string) {
  const key = await page.evaluate(() => window.localStorage.getItem('survey_guest_key'));
  return request.get(`/api/surveys/${id}`, { headers: key ? { 'x-guest-key': key } : {} });
}

/** The superadmin the browser tests' server is started with (playwright.config.ts). */
export const ADMIN = { username: 'admin', password: 'e2e-admin-password' } as const;

/** Opens `url` in `language`, signs in on the login screen it shows and waits to be back there. */
export async function signInAt(page: Page, language: Language, url: string) {
  const { login } = catalogue(language, 'admin');
  await openIn(page, language, url);
  await page.getByLabel(login.username, { exact: true }).fill(ADMIN.username);
  await page.getByLabel(login.password, { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: login.submit, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${url}$`));
}
