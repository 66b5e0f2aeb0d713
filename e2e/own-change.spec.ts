import { ITEMS, type OwnChange } from '@prca/core';
import { expect, test, type APIRequestContext, type PlaywrightWorkerArgs } from '@playwright/test';
import { getData, send, signInTo } from './admin-apps';
import { seriousViolations } from './axe';
import { DEMOGRAPHICS, assent, catalogue, fill, openIn } from './support';
import { SIGN_IN_APP_URL } from './sign-in-servers';

/*
 * Issue 32: a student signed in with the provider, who answered in two waves, sees on the
 * Results tab their change since the previous wave, in plain words: first with the measurement
 * error not known yet, then, once the researchers have looked at the change between the two
 * waves, whether each change is larger than it. On a 360 px phone, by keyboard, in both
 * languages. Each language has its own school, waves and accounts (e2e/sign-in-servers.ts).
 */

/**
 * Raw answers whose oriented values (higher: more apprehension) sit at each context's level, a
 * few a point off by `seed` so that the items vary as real answers do, and `moved` items moved
 * by that many points.
 */
function sheet(
  levels: readonly [number, number, number, number],
  seed: number,
  moved: Record<number, number> = {},
) {
  return Object.fromEntries(
    ITEMS.map((item, index) => {
      const off = (index + seed) % 6 === 0 ? 1 : (index + 2 * seed) % 7 === 0 ? -1 : 0;
      const level = levels[Math.floor(index / 6)]!;
      const oriented = Math.min(5, Math.max(1, level + off)) + (moved[index] ?? 0);
      return [`question${index + 1}`, item.key === 'plus' ? oriented : 6 - oriented];
    }),
  );
}

/** The student: 4 in every context, then 2 in three of them and public speaking a point lower. */
const STUDENT = { before: sheet([4, 4, 4, 4], 0), after: sheet([2, 2, 2, 4], 0, { 18: -1 }) };

/** Five classmates who answered both waves: the study's measurement error rests on them too. */
const CLASSMATES = [
  [2, 2],
  [3, 3],
  [4, 3],
  [5, 4],
  [3, 3],
].map(([before, after], index) => ({
  before: sheet([before!, before!, before!, before!], index + 1),
  after: sheet([after!, after!, after!, after!], index + 1),
}));

/** A session of `account` at the sign-in app, signed in through the provider as a browser is. */
async function providerSession(
  playwright: PlaywrightWorkerArgs['playwright'],
  account: string,
): Promise<string> {
  const context = await playwright.request.newContext({
    extraHTTPHeaders: { 'x-test-account': account },
  });
  try {
    // Redirects through the provider back to the web app's /auth/callback?token=<ticket>.
    const landed = await context.get(`${SIGN_IN_APP_URL}/api/auth/google`);
    const ticket = new URL(landed.url()).searchParams.get('token');
    expect(ticket, landed.url()).toBeTruthy();
    const exchanged = await context.post(`${SIGN_IN_APP_URL}/api/auth/exchange`, {
      data: { ticket },
    });
    expect(exchanged.status()).toBe(200);
    return (await exchanged.json()).data.token;
  } finally {
    await context.dispose();
  }
}

async function submit(
  request: APIRequestContext,
  token: string,
  classCode: string,
  responses: Record<string, number>,
) {
  const submitted = await request.post(`${SIGN_IN_APP_URL}/api/surveys`, {
    headers: { authorization: `Bearer ${token}` },
    data: { demographics: DEMOGRAPHICS, responses, classCode },
  });
  expect(submitted.status(), await submitted.text()).toBe(201);
}

for (const language of ['vi', 'en'] as const) {
  test.describe(`own change (${language})`, () => {
    test.use({
      viewport: { width: 360, height: 740 },
      hasTouch: true,
      isMobile: true,
      // The provider signs in this language's student (e2e/sign-in-servers.ts).
      extraHTTPHeaders: { 'x-test-account': `wave-${language}-0` },
    });

    test(`a signed-in student sees their change since the last wave in plain words (${language})`, async ({
      page,
      request,
      playwright,
    }) => {
      test.setTimeout(120_000);
      const survey = catalogue(language, 'survey');
      const results = catalogue(language, 'results');
      const words = results.ownChange;
      const stamp = `${language}${Date.now().toString(36)}`;

      const admin = await signInTo(request, SIGN_IN_APP_URL);
      const school = await send(request, admin, 'post', '/api/admin/schools', {
        name: `THPT Thay Đổi ${stamp}`,
      });
      const classIn = async (waveName: string, className: string) => {
        const wave = await send(request, admin, 'post', '/api/admin/waves', { name: waveName });
        const [made] = await send(request, admin, 'post', '/api/admin/classes/bulk', {
          schoolId: school.id,
          waveId: wave.id,
          classes: [{ name: className, grade: `grade${className.slice(0, 2)}` }],
        });
        return { wave, code: made.code as string };
      };
      const first = await classIn(`Đợt 1 ${stamp}`, '10A1');
      const second = await classIn(`Đợt 2 ${stamp}`, '11A1');
      for (const [index, classmate] of CLASSMATES.entries()) {
        const token = await providerSession(playwright, `wave-${language}-${index + 1}`);
        await submit(request, token, first.code, classmate.before);
        await submit(request, token, second.code, classmate.after);
      }

      // The student signs in with the provider, and their two waves' responses are stored.
      await openIn(page, language, `${SIGN_IN_APP_URL}/survey`);
      await assent(page, language);
      await page.getByRole('link', { name: survey.entry.signIn }).click();
      await expect(page.getByRole('heading', { name: survey.partA.title })).toBeVisible();
      const token = (await page.evaluate(() => window.localStorage.getItem('auth_token')))!;
      await submit(request, token, first.code, STUDENT.before);
      await submit(request, token, second.code, STUDENT.after);
      const ownChange = async (): Promise<NonNullable<OwnChange>> => {
        const response = await request.get(`${SIGN_IN_APP_URL}/api/surveys/change`, {
          headers: { authorization: `Bearer ${token}` },
        });
        return (await response.json()).data;
      };

      await page.getByRole('button', { name: survey.tabs.results }).click();
      const section = page
        .locator('section')
        .filter({ has: page.getByRole('heading', { level: 3, name: words.heading }) });
      await expect(section).toContainText(first.wave.name);
      await expect(section).toContainText(second.wave.name);
      const items = section.getByRole('listitem');
      await expect(items).toHaveCount(5);

      // Nobody has looked at the change between the waves yet: the error is not known.
      const unknown = await ownChange();
      expect(unknown.scores.map((score) => score.kind)).toEqual([
        'lessErrorUnknown',
        'lessErrorUnknown',
        'lessErrorUnknown',
        'lessErrorUnknown',
        'lessErrorUnknown',
      ]);
      const total = unknown.scores[0]!;
      await expect(items.first()).toContainText(`${total.before} → ${total.after}`);
      await expect(items.first()).toContainText(
        fill(results.ownChange.fromTo, { before: total.before, after: total.after }),
      );
      await expect(
        items
          .first()
          .getByText(fill(words.kind.lessErrorUnknown_other, { count: Math.abs(total.change) })),
      ).toBeVisible();
      await expect(section.getByText(words.errorNotKnown)).toBeVisible();

      // The researchers look at the change of the two waves; the student refreshes, by keyboard.
      const figures = await getData(
        request,
        admin,
        `/api/admin/analytics/change?fromWave=${first.wave.id}&toWave=${second.wave.id}`,
      );
      expect(figures.pairs.total).toBe(6);
      await page.getByRole('button', { name: results.dashboard.refresh }).focus();
      await page.keyboard.press('Enter');
      await expect(section.getByText(words.errorNotKnown)).toHaveCount(0);
      const known = await ownChange();
      // Three contexts fell a level, far beyond the error; public speaking by one point.
      expect(known.scores.map((score) => score.kind)).toEqual([
        'lessBeyondError',
        'lessBeyondError',
        'lessBeyondError',
        'lessBeyondError',
        'lessWithinError',
      ]);
      for (const [index, score] of known.scores.entries()) {
        const count = Math.abs(score.change);
        const key = `${score.kind}_${count === 1 ? 'one' : 'other'}`;
        await expect(
          items
            .nth(index)
            .getByText(fill(words.kind[key], { count, reliableFrom: score.reliableFrom! })),
        ).toBeVisible();
      }
      await expect(items.first().getByText(words.badge.less, { exact: true })).toBeVisible();
      await expect(items.last().getByText(words.badge.aboutTheSame, { exact: true })).toBeVisible();

      // The explanation of the measurement error opens from the keyboard.
      const explanation = section.getByText(words.errorExplained);
      await expect(explanation).toBeHidden();
      const question = section.getByText(words.errorQuestion);
      for (let tab = 0; tab < 30; tab += 1) {
        if (await question.evaluate((element) => element === document.activeElement)) break;
        await page.keyboard.press('Tab');
      }
      await expect(question).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(explanation).toBeVisible();

      // Everything within the 360 px phone's width, and nothing axe finds serious.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        360,
      );
      for (const item of await items.all()) {
        const box = (await item.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(360);
      }
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
