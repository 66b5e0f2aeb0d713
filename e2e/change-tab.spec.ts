import type { ChangeAnalytics } from '@prca/core';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { getData, openAdmin, send, signInTo, type AdminApp } from './admin-apps';
import { seriousViolations } from './axe';
import { DEMOGRAPHICS, catalogue, fill, variedAnswers, type Language } from './support';
import { LINKING_APP_URL } from './sign-in-servers';

/*
 * The Change tab of Statistics (issue 32) on the linking app (e2e/sign-in-servers.ts), whose
 * waves are linked: two waves of one school, students who answer the linking questions the same
 * way in both (one of them with a different day of birth), a student who left and one who
 * joined. The tab must show the API's pairs and figures, in both languages, from its address.
 */

// One school, two waves: the tests read the same data, one after the other.
test.describe.configure({ mode: 'default' });

const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const LETTERS = ['B', 'C', 'D', 'G', 'H', 'K', 'L', 'M'];

interface Student {
  seed: number;
  link: { motherInitial: string; ownInitial: string; birthDay: number; olderSiblings: number };
}

const students: Student[] = LETTERS.map((letter, seed) => ({
  seed,
  link: { motherInitial: letter, ownInitial: 'A', birthDay: seed + 3, olderSiblings: seed % 3 },
}));

async function submit(
  request: APIRequestContext,
  { seed, link }: Student,
  classCode: string,
  consentVersion: number,
  later: boolean,
) {
  // Later answers are a point lower for most students (less apprehension), varied by seed.
  const answers = Object.fromEntries(
    Object.entries(variedAnswers(seed, 5)).map(([key, value]) => [
      key,
      later && seed % 4 !== 0 ? Math.max(1, value - 1) : value,
    ]),
  );
  const submitted = await request.post(`${LINKING_APP_URL}/api/surveys`, {
    data: {
      demographics: { ...DEMOGRAPHICS, causes: [...DEMOGRAPHICS.causes], gender: 'female' },
      responses: answers,
      classCode,
      consentVersion,
      link,
    },
  });
  expect(submitted.ok(), await submitted.text()).toBe(true);
}

let app: AdminApp;
let waves: { from: { id: string; name: string }; to: { id: string; name: string } };
let schoolName: string;

test.beforeAll(async ({ request }) => {
  app = await signInTo(request, LINKING_APP_URL);
  // The linking app is set up with linking on; saying so again changes nothing.
  await send(request, app, 'put', '/api/admin/settings', { linkWaves: true });
  const settings = (await (await request.get(`${LINKING_APP_URL}/api/settings/public`)).json())
    .data;
  const consentVersion: number = settings.consent.version;
  schoolName = `THPT Ghép ${stamp}`;
  const school = await send(request, app, 'post', '/api/admin/schools', { name: schoolName });
  const classIn = async (waveName: string, className: string) => {
    const wave = await send(request, app, 'post', '/api/admin/waves', { name: waveName });
    const [made] = await send(request, app, 'post', '/api/admin/classes/bulk', {
      schoolId: school.id,
      waveId: wave.id,
      classes: [{ name: className, grade: `grade${className.slice(0, 2)}` }],
    });
    return { wave, made };
  };
  const earlier = await classIn(`Đợt 1 ${stamp}`, '10A1');
  const later = await classIn(`Đợt 2 ${stamp}`, '11A1');
  waves = { from: earlier.wave, to: later.wave };
  // Seven students in both waves (the last with another day of birth), one who left, one new.
  for (const student of students) {
    await submit(request, student, earlier.made.code, consentVersion, false);
  }
  for (const student of students.slice(0, 7)) {
    const link =
      student.seed === 6 ? { ...student.link, birthDay: student.link.birthDay + 1 } : student.link;
    await submit(request, { ...student, link }, later.made.code, consentVersion, true);
  }
  await submit(
    request,
    { seed: 9, link: { motherInitial: 'T', ownInitial: 'V', birthDay: 28, olderSiblings: 1 } },
    later.made.code,
    consentVersion,
    true,
  );
});

const fixed = (language: Language, value: number | null, digits: number) =>
  new Intl.NumberFormat(language, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value ?? NaN);

for (const language of ['en', 'vi'] as const) {
  test(`the Change tab shows the pairs and each score's change (${language})`, async ({
    page,
    request,
  }) => {
    const s = catalogue(language, 'statistics');
    const a = catalogue(language, 'analytics');
    const change: ChangeAnalytics = await getData(
      request,
      app,
      `/api/admin/analytics/change?fromWave=${waves.from.id}&toWave=${waves.to.id}`,
    );
    expect(change.pairs).toMatchObject({ total: 7, exact: 6, oneDifference: 1 });

    // Opened from the tab buttons, by keyboard: the two most recent waves, in order.
    await openAdmin(page, language, app, '/admin/analytics/statistics');
    await page.getByRole('button', { name: s.viewNames.change }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/tab=change/);
    const from = page.getByLabel(s.change.fromWave, { exact: true });
    const to = page.getByLabel(s.change.toWave, { exact: true });
    await expect(from.locator('option:checked')).toHaveText(waves.from.name);
    await expect(to.locator('option:checked')).toHaveText(waves.to.name);

    // The match report.
    await expect(page.getByTestId('change-pairs')).toHaveText('7');
    await expect(page.getByTestId('change-exact')).toHaveText('6');
    await expect(page.getByTestId('change-one-difference')).toHaveText('1');
    await expect(page.getByTestId('change-unmatched-from')).toHaveText('1');
    await expect(page.getByTestId('change-unmatched-to')).toHaveText('1');
    await expect(page.getByTestId('change-match-rate')).toHaveText(
      new Intl.NumberFormat(language, {
        style: 'percent',
        minimumFractionDigits: 1,
        maximumFractionDigits: 1,
      }).format(7 / 8),
    );
    const classes = page.getByRole('table', {
      name: fill(s.change.classesCaption, { school: schoolName }),
    });
    await expect(classes.getByRole('row').nth(1)).toContainText('10A1');
    await expect(classes.getByRole('row').nth(2)).toContainText('11A1');

    // Each score's change, equal to the API's, and the reliable change counts.
    const total = change.scores.find((score) => score.score === 'total')!;
    const row = page.getByRole('row').filter({ hasText: s.scores.total });
    await expect(row).toContainText(fixed(language, total.meanChange, 2));
    await expect(row).toContainText(fixed(language, total.meanBefore, 2));
    await expect(row).toContainText(`${fixed(language, total.ci!.lower, 2)} – `);
    await expect(page.getByText(s.change.rciNote)).toBeVisible();
    const meetings = change.scores.find((score) => score.score === 'meetings')!;
    await expect(
      page.getByRole('img', {
        name: new RegExp(
          fill(s.change.chartChangeEntry, {
            context: a.categories.meetings,
            change: fixed(language, meetings.meanChange, 2),
            lower: fixed(language, meetings.ci?.lower ?? null, 2),
            upper: fixed(language, meetings.ci?.upper ?? null, 2),
          }).replace(/[()]/g, '\\$&'),
        ),
      }),
    ).toBeVisible();
    expect(await seriousViolations(page), 'change tab').toEqual([]);

    // The waves in the address: swapped by the selects, and kept by a reload.
    await from.selectOption({ label: waves.to.name });
    await expect(page).toHaveURL(new RegExp(`fromWave=${waves.to.id}&toWave=${waves.to.id}`));
    await expect(page.getByText(s.change.sameWave)).toBeVisible();
    await to.selectOption({ label: waves.from.name });
    await expect(page).toHaveURL(new RegExp(`fromWave=${waves.to.id}&toWave=${waves.from.id}`));
    await page.reload();
    await expect(from.locator('option:checked')).toHaveText(waves.to.name);
    await expect(page.getByTestId('change-pairs')).toBeVisible();

    // On a phone, the tables scroll in their own region, not the page.
    await page.setViewportSize({ width: 360, height: 740 });
    await expect(page.getByTestId('change-pairs')).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
