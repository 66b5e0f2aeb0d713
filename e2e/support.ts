import {
  ANSWER_OPTIONS,
  CLASS_CODE_ALPHABET,
  GRADES,
  QUESTION_COUNT,
  classCodeCheckSymbol,
} from '@prca/core';
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  PATTERNED_ANSWERS,
  VALID_DEMOGRAPHICS as DEMOGRAPHICS,
} from '../apps/api/test/support/submissions';

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

/*
 * The respondent and the answer sheet the API tests submit (the sheet hand-scored there: 21, 24,
 * 19, 20, total 84), so that the browser tests answer parts A and B and the questions alike.
 */
export { DEMOGRAPHICS, PATTERNED_ANSWERS };

/** The identity step of the `email` mode (the sign-in app): the e-mail form. */
export async function enterEmail(page: Page, language: Language, email: string) {
  const texts = catalogue(language, 'survey');
  await page.getByLabel(texts.entry.emailLabel).fill(email);
  await page.getByRole('button', { name: texts.entry.emailSubmit }).click();
}

/** "I agree to take part" on the information sheet, which starts the survey. */
export async function assent(page: Page, language: Language) {
  await page.getByRole('button', { name: catalogue(language, 'survey').sheet.agree }).click();
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

/** Waits for question `current` on screen: its "Question n of 24" shows. */
export async function expectQuestion(page: Page, language: Language, current: number) {
  const { progress } = catalogue(language, 'survey').questions;
  await expect(
    page.getByText(fill(progress, { current, total: QUESTION_COUNT }), { exact: true }),
  ).toBeVisible();
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
  const { nav } = catalogue(language, 'survey');
  for (let question = from; question <= to; question += 1) {
    await expectQuestion(page, language, question);
    await page
      .getByRole('radio', { name: answerLabel(answers[question - 1]!, language), exact: true })
      .check();
    await page
      .getByRole('button', { name: question === QUESTION_COUNT ? nav.submit : nav.next })
      .click();
  }
}

/** Starts the survey: the assent on the information sheet (SPEC.md's introduction is part of it). */
export const start = assent;

/** Where a student starts, and who they are when the identity mode asks (the sign-in app). */
export interface Begin {
  /** Given at the identity step, after the assent: only where the mode asks for one. */
  email?: string;
  url?: string;
  /** The code of a class link: opened with `url` and confirmed before the assent. */
  classCode?: string;
}

/** `url` as a class link of `classCode`. */
function classLink(url: string, classCode: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}class=${classCode}`;
}

/**
 * Opens the survey at `url` (confirming the class of a class link), assents (and gives the
 * e-mail when asked): part A is on screen.
 */
export async function beginSurvey(
  page: Page,
  language: Language,
  { email, url = '/survey', classCode }: Begin = {},
) {
  const texts = catalogue(language, 'survey');
  await openIn(page, language, classCode ? classLink(url, classCode) : url);
  if (classCode) await page.getByRole('button', { name: texts.classCode.confirm }).click();
  await assent(page, language);
  if (email) await enterEmail(page, language, email);
  await expect(page.getByRole('heading', { name: texts.partA.title })).toBeVisible();
}

/** As beginSurvey, then parts A and B with DEMOGRAPHICS: question 1 is on screen. */
export async function reachQuestions(page: Page, language: Language, begin: Begin = {}) {
  await beginSurvey(page, language, begin);
  await fillPartA(page, language);
  await fillPartB(page, language);
}

/** From part A on screen: parts A and B, every question with `answers`, and the completion. */
export async function finishSurvey(
  page: Page,
  language: Language,
  answers: readonly number[] = PATTERNED_ANSWERS,
) {
  await fillPartA(page, language);
  await fillPartB(page, language);
  await answerQuestions(page, language, answers);
  await expect(
    page.getByRole('heading', { name: catalogue(language, 'survey').completed.title }),
  ).toBeVisible();
}

/** A student fills in the whole survey with PATTERNED_ANSWERS and sees it completed. */
export async function completeSurveyAsGuest(page: Page, language: Language, begin: Begin = {}) {
  await beginSurvey(page, language, begin);
  await finishSurvey(page, language);
}

/**
 * From part A on screen: parts A and B and PATTERNED_ANSWERS, the last given while the server
 * cannot be reached (the page's own files still load), so that the completion says the response
 * will be sent later. Returns what brings the server back.
 */
export async function finishWhileUnreachable(
  context: BrowserContext,
  page: Page,
  language: Language,
): Promise<() => Promise<void>> {
  await fillPartA(page, language);
  await fillPartB(page, language);
  await answerQuestions(page, language, PATTERNED_ANSWERS, 1, QUESTION_COUNT - 1);
  const unreachable = /\/api\/surveys(\/sealed)?$/;
  await context.route(unreachable, (route) => route.abort('connectionfailed'));
  await answerQuestions(page, language, PATTERNED_ANSWERS, QUESTION_COUNT, QUESTION_COUNT);
  await expect(page.getByText(catalogue(language, 'survey').completed.savedOffline)).toBeVisible();
  return () => context.unroute(unreachable);
}

/**
 * Holds the page's requests to `url` until the returned function is called, as a slow connection
 * would: for what a screen shows while it waits.
 */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Opens `url` in `language` online and waits until the service worker has kept the app. */
export async function visitOnceOnline(page: Page, language: Language, url: string) {
  await openIn(page, language, url);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

/**
 * After one online visit of `url`, the connection goes off and a student completes the whole
 * survey in English: the completion screen says it will be sent later. Returns the result the
 * browser kept.
 */
export async function completeSurveyOffline(
  context: BrowserContext,
  page: Page,
  url = '/survey',
): Promise<{ id: string; totalScore: number; pending: boolean; guestKey?: string }> {
  await visitOnceOnline(page, 'en', url);
  await context.setOffline(true);
  await page.goto(url);
  await start(page, 'en');
  await fillPartA(page, 'en');
  await fillPartB(page, 'en');
  await answerQuestions(page, 'en', PATTERNED_ANSWERS);
  await expect(page.getByText(catalogue('en', 'survey').completed.savedOffline)).toBeVisible();
  const [kept] = await localResults(page);
  return kept;
}

/**
 * What the browser kept under the specification's key survey_responses (in the tab, in lab
 * mode), each with the guest key that reads or withdraws it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- stored JSON, checked by the tests
export async function localResults(page: Page): Promise<any[]> {
  return page.evaluate(() =>
    JSON.parse(
      window.sessionStorage.getItem('survey_responses') ??
        window.localStorage.getItem('survey_responses') ??
        '[]',
    ),
  );
}

/** GET /api/surveys/{id} as this browser may: with the guest key kept with the result. */
export async function readStoredResult(page: Page, request: APIRequestContext, id: string) {
  const kept = (await localResults(page)).find((result) => result.id === id);
  const key =
    kept?.guestKey ?? (await page.evaluate(() => window.localStorage.getItem('survey_guest_key')));
  return request.get(`/api/surveys/${id}`, { headers: key ? { 'x-guest-key': key } : {} });
}

/** Everything this origin keeps in the page's storages and the service worker's database. */
export async function rawStorage(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const dump = (store: Storage) =>
      Object.fromEntries(
        Array.from({ length: store.length }, (_, i) => store.key(i)!).map((key) => [
          key,
          store.getItem(key),
        ]),
      );
    const databases: Record<string, unknown> = {};
    for (const { name } of (await indexedDB.databases?.()) ?? []) {
      if (!name) continue;
      databases[name] = await new Promise((resolve) => {
        const open = indexedDB.open(name);
        open.onerror = () => resolve(null);
        open.onsuccess = () => {
          const database = open.result;
          const stores = Array.from(database.objectStoreNames);
          if (stores.length === 0) return resolve({});
          const transaction = database.transaction(stores, 'readonly');
          const out: Record<string, unknown> = {};
          for (const store of stores) {
            const all = transaction.objectStore(store).getAll();
            all.onsuccess = () => (out[store] = all.result);
          }
          transaction.oncomplete = () => {
            database.close();
            resolve(out);
          };
        };
      });
    }
    return JSON.stringify({
      local: dump(window.localStorage),
      session: dump(window.sessionStorage),
      databases,
    });
  });
}

/** A class code with a right check symbol that no class has. */
export function unknownCode(): string {
  const symbols = Array.from(
    { length: 6 },
    () => CLASS_CODE_ALPHABET[Math.floor(Math.random() * CLASS_CODE_ALPHABET.length)],
  ).join('');
  return symbols + classCodeCheckSymbol(symbols);
}

/** A class of its own school and wave, made through the admin API of the app at `baseURL`. */
export async function makeClass(
  request: APIRequestContext,
  baseURL = '',
): Promise<{ id: string; code: string; schoolId: string; name: string; schoolName: string }> {
  const headers = { authorization: `Bearer ${await adminToken(request, baseURL)}` };
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const post = async (path: string, data: object) => {
    const response = await request.post(`${baseURL}${path}`, { headers, data });
    expect(response.status(), `${path}: ${await response.text()}`).toBe(201);
    return (await response.json()).data;
  };
  const school = await post('/api/admin/schools', { name: `THPT Thử ${stamp}` });
  const wave = await post('/api/admin/waves', { name: `Đợt ${stamp}` });
  const made = await post('/api/admin/classes', {
    schoolId: school.id,
    waveId: wave.id,
    name: `10T${stamp.slice(-4)}`,
    grade: 'grade10',
  });
  return {
    id: made.id,
    code: made.code,
    schoolId: school.id,
    name: made.name,
    schoolName: school.name,
  };
}

/** The responses and declines counted for a class (the admin's study screen's figures). */
export async function classCounts(
  request: APIRequestContext,
  made: { id: string; schoolId: string },
  baseURL = '',
): Promise<{ responseCount: number; declineCount: number }> {
  const headers = { authorization: `Bearer ${await adminToken(request, baseURL)}` };
  const listed = await request.get(`${baseURL}/api/admin/classes?school=${made.schoolId}`, {
    headers,
  });
  expect(listed.status()).toBe(200);
  const found = (await listed.json()).data.find((each: { id: string }) => each.id === made.id);
  return { responseCount: found.responseCount, declineCount: found.declineCount };
}

/** Closes a class through the admin API (a class stops taking responses). */
export async function closeClass(request: APIRequestContext, made: { id: string }, baseURL = '') {
  const headers = { authorization: `Bearer ${await adminToken(request, baseURL)}` };
  const closed = await request.put(`${baseURL}/api/admin/classes/${made.id}`, {
    headers,
    data: { open: false },
  });
  expect(closed.status(), await closed.text()).toBe(200);
}

/** The superadmin the browser tests' server is started with (playwright.config.ts). */
export const ADMIN = { username: 'admin', password: 'e2e-admin-password' } as const;

/**
 * ADMIN's tokens, one per app, signed in once per test worker: each sign-in verifies a 64 MiB
 * argon2id hash, 0.4 s of the server's CPU, and the specs ask for a token about 150 times a run.
 * Nothing logs these tokens out (the logout tests sign in on the login screen) and a session
 * lasts hours, far longer than a run.
 */
const adminTokens = new Map<string, Promise<string>>();

/** Signs `credentials` in on the app at `baseURL` through its API; returns the token. */
export async function signInWithPassword(
  request: APIRequestContext,
  baseURL: string,
  credentials: { username: string; password: string },
): Promise<string> {
  const login = await request.post(`${baseURL}/api/admin/auth/login`, { data: credentials });
  expect(login.status()).toBe(200);
  return (await login.json()).data.token;
}

/** A token of ADMIN on the app at `baseURL` (default: the app), signed in through its API. */
export function adminToken(request: APIRequestContext, baseURL = ''): Promise<string> {
  let token = adminTokens.get(baseURL);
  if (!token) {
    token = signInWithPassword(request, baseURL, ADMIN);
    adminTokens.set(baseURL, token);
    token.catch(() => adminTokens.delete(baseURL));
  }
  return token;
}

/** Signs the page in as ADMIN before it opens anything (the login has its own tests). */
export async function signInPageAsAdmin(page: Page, request: APIRequestContext): Promise<string> {
  const token = await adminToken(request);
  await page.addInitScript((value) => window.localStorage.setItem('admin_token', value), token);
  return token;
}

/** i18next's placeholders filled in, as the screen shows the text. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
}

/** Opens `url` in `language`, signs in on the login screen it shows and waits to be back there. */
export async function signInAt(page: Page, language: Language, url: string) {
  const { login } = catalogue(language, 'admin');
  await openIn(page, language, url);
  await page.getByLabel(login.username, { exact: true }).fill(ADMIN.username);
  await page.getByLabel(login.password, { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: login.submit, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${url}$`));
}

/**
 * Answers that differ between respondents (by `seed`) and agree across items but for every
 * `every`th one, so that alpha, the item statistics and the group tests can be computed.
 */
export function variedAnswers(seed: number, every: number): Record<string, number> {
  return Object.fromEntries(
    Array.from({ length: QUESTION_COUNT }, (_, index) => {
      const base = (seed % 5) + 1;
      const answer = index % every === 0 ? ((base + index) % 5) + 1 : base;
      return [`question${index + 1}`, answer];
    }),
  );
}

/**
 * Submits `count` responses through the public API, their grades and genders taking turns and
 * their answers varied by variedAnswers; with a class code, each is given in that class.
 */
export async function seedResponses(
  request: APIRequestContext,
  { count, every, classCode }: { count: number; every: number; classCode?: string },
) {
  for (let seed = 0; seed < count; seed += 1) {
    const submitted = await request.post('/api/surveys', {
      data: {
        demographics: {
          ...DEMOGRAPHICS,
          causes: [...DEMOGRAPHICS.causes],
          grade: GRADES[seed % 3],
          gender: seed % 2 ? 'male' : 'female',
        },
        responses: variedAnswers(seed, every),
        ...(classCode ? { classCode } : {}),
      },
    });
    expect(submitted.ok()).toBe(true);
  }
}

/** The data of GET /api/admin/analytics/{endpoint}, asked with the page's own admin token. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a reply the tests type at the call
export async function analyticsData(page: Page, endpoint: string): Promise<any> {
  const token = await page.evaluate(() => window.localStorage.getItem('admin_token'));
  const response = await page.request.get(`/api/admin/analytics/${endpoint}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()).data;
}
