import { CATEGORY_LABELS, ITEMS, type ChangeAnalytics, type ClassReport } from '@prca/core';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { getData, openAdmin, send, signInAs, signInTo, type AdminApp } from './admin-apps';
import { seriousViolations, sidewaysOverflow } from './axe';
import { printReport, squeeze } from './print-report';
import { DEMOGRAPHICS, catalogue, fill, type Language } from './support';
import { LINKING_APP_URL } from './sign-in-servers';

/*
 * The Change tab of Statistics (issue 32) on the linking app (e2e/sign-in-servers.ts), whose
 * waves are linked: two waves of one school, students who answer the linking questions the same
 * way in both (one of them with a different day of birth), a student who left and one who
 * joined. The tab must show the API's pairs and figures, in both languages, from its address;
 * the later class's report its change since the last wave, exact for a researcher and as its
 * release gives it to the class's counsellor. (The class report's section is tested here, on
 * these waves, because "the last wave" is the study's: waves made by another spec at the same
 * time would come between them.)
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

/** Each student's level of apprehension (oriented answer) in the earlier wave, by seed. */
const BEFORE_LEVELS = [4, 2, 5, 4, 2, 5, 4, 2, 4, 5];
/** A level lower, never 3: a careful student at 3 would answer 3 to every item. */
const LEVEL_BELOW: Record<number, number> = { 5: 4, 4: 2, 2: 1, 1: 1 };

/**
 * A careful student's answers: every item at `level` (1–5) of apprehension, agreed or disagreed
 * with as its wording turns, one item in five a step off (by `seed`), so that no data-quality
 * flag is raised and the class counts for its counsellor (whose figures leave flagged out).
 */
function carefulAnswers(level: number, seed: number): Record<string, number> {
  return Object.fromEntries(
    ITEMS.map((item, index) => {
      const oriented = index % 5 === seed % 5 ? (level >= 4 ? level - 1 : level + 1) : level;
      return [`question${item.id}`, item.key === 'plus' ? oriented : 6 - oriented];
    }),
  );
}

async function submit(
  request: APIRequestContext,
  { seed, link }: Student,
  classCode: string,
  consentVersion: number,
  later: boolean,
) {
  // Later, most students are a level lower (less apprehension); every fourth stays as they were.
  const level = BEFORE_LEVELS[seed % BEFORE_LEVELS.length]!;
  const answers = carefulAnswers(later && seed % 4 !== 0 ? LEVEL_BELOW[level]! : level, seed);
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
let classes: { earlier: { id: string; name: string }; later: { id: string; name: string } };
let counsellor: AdminApp;

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
  classes = { earlier: earlier.made, later: later.made };
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
  // The later class's counsellor.
  const credentials = { username: `co-ghep-${stamp}`, password: 'tu-van-vien-ghep-2026' };
  await send(request, app, 'post', '/api/admin/users', {
    ...credentials,
    role: 'counsellor',
    scope: { schools: [], classes: [later.made.id] },
  });
  counsellor = await signInAs(request, LINKING_APP_URL, credentials);
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
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });
}

/** A mean as the report writes it (one decimal), and a change with its sign. */
const decimal = (language: Language, value: number) => fixed(language, value, 1);
const signedChange = (language: Language, value: number) =>
  value > 0 ? `+${decimal(language, value)}` : decimal(language, value);
const percent = (language: Language, value: number) =>
  new Intl.NumberFormat(language, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(value / 100);

/**
 * The section's table shows the reply's figures: each score's means and, when any of them is
 * shown, the reliable change (a table of withheld cells only leaves those columns out).
 */
async function expectSectionFigures(
  region: Locator,
  language: Language,
  section: ClassReport['sinceLastWave'],
) {
  const r = catalogue(language, 'reports');
  const outcomes = ['improved', 'unchanged', 'worsened'] as const;
  const anyShown = section.scores.some(
    (row) =>
      row.reliableChange && outcomes.some((outcome) => !row.reliableChange![outcome].withheld),
  );
  for (const row of section.scores) {
    const name = row.score === 'total' ? r.contexts.total : CATEGORY_LABELS[row.score][language];
    const cells = region.getByRole('row').filter({ hasText: name }).getByRole('cell');
    await expect(cells).toHaveCount(anyShown ? 7 : 4);
    await expect(cells.nth(1)).toHaveText(decimal(language, row.meanBefore!));
    await expect(cells.nth(2)).toHaveText(decimal(language, row.meanAfter!));
    await expect(cells.nth(3)).toHaveText(signedChange(language, row.meanChange!));
    if (!anyShown) continue;
    for (const [i, outcome] of outcomes.entries()) {
      const cell = row.reliableChange?.[outcome];
      await expect(cells.nth(4 + i)).toHaveText(
        !cell
          ? r.notAvailable
          : cell.withheld
            ? fill(r.withheld_other, { count: 5 })
            : fill(r.sinceLastWave.share, {
                percent: percent(language, cell.percentage!),
                count: cell.count!,
              }),
      );
    }
  }
  await expect(region).toContainText(
    anyShown ? r.sinceLastWave.reliable : r.sinceLastWave.reliableWithheld,
  );
}

/** The page on a 360 px phone: no sideways scroll of the page, no serious axe finding. */
async function expectPhoneReady(page: Page) {
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page), 'class report at 360 px').toEqual([]);
}

for (const language of ['en', 'vi'] as const) {
  test(`the class report says what changed since the last wave, exact for a researcher (${language})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const r = catalogue(language, 'reports');
    const report: ClassReport = await getData(
      request,
      app,
      `/api/admin/reports/class?class=${classes.later.id}`,
    );
    const section = report.sinceLastWave;
    // Seven of 11A1's eight students answered 10A1 in the wave before.
    expect(section).toMatchObject({
      earlierWave: { id: waves.from.id },
      reason: null,
      pairs: { count: 7, withheld: false },
    });

    await openAdmin(page, language, app, `/admin/reports/class?class=${classes.later.id}`);
    const region = page.getByRole('region', { name: r.sinceLastWave.heading });
    await expect(region).toContainText(fill(r.sinceLastWave.intro, { wave: waves.from.name }));
    const total = section.scores.find((row) => row.score === 'total')!;
    await expect(region).toContainText(
      `${fill(r.sinceLastWave.pairs_other, { formatted: 7 })} ${fill(r.sinceLastWave.summary, {
        before: decimal(language, total.meanBefore!),
        after: decimal(language, total.meanAfter!),
        change: signedChange(language, total.meanChange!),
      })}`,
    );
    await expectSectionFigures(region, language, section);
    // The points reliable change takes here (the researcher's SEM).
    await expect(region).toContainText(
      fill(r.sinceLastWave.pointsEntry, {
        score: r.contexts.total,
        points: decimal(language, total.reliablePoints!),
      }),
    );

    // On a phone, the table scrolls sideways in its own region, by keyboard too.
    await expectPhoneReady(page);
    const table = region.getByRole('region', { name: r.sinceLastWave.caption });
    await table.focus();
    await expect(table).toBeFocused();
    for (let press = 0; press < 5; press += 1) await page.keyboard.press('ArrowRight');
    // The browser scrolls smoothly: the table gets there a moment after the keys.
    const overflows = await table.evaluate((element) => element.scrollWidth > element.clientWidth);
    if (overflows)
      await expect.poll(() => table.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    await page.setViewportSize({ width: 1280, height: 900 });
    await printReport(page, language, 2, {
      school: schoolName,
      classes: [classes.later.name],
      wave: waves.to.name,
    });

    // The earlier class's report says why it has no change, in plain words.
    const first: ClassReport = await getData(
      request,
      app,
      `/api/admin/reports/class?class=${classes.earlier.id}`,
    );
    expect(first.sinceLastWave.scores.every((row) => row.meanBefore === null)).toBe(true);
    await openAdmin(page, language, app, `/admin/reports/class?class=${classes.earlier.id}`);
    await expect(page.getByRole('region', { name: r.sinceLastWave.heading })).toContainText(
      fill(r.sinceLastWave.reason[first.sinceLastWave.reason!] ?? '', {
        wave: first.sinceLastWave.earlierWave ? ` (${first.sinceLastWave.earlierWave.name})` : '',
      }),
    );
  });

  test(`the class's counsellor reads its change since the last wave as released, on paper and on a phone (${language})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const r = catalogue(language, 'reports');
    const path = `/admin/reports/class?class=${classes.later.id}`;
    const report: ClassReport = await getData(request, counsellor, `/api${path}`);
    const section = report.sinceLastWave;
    expect(report.minimumGroupSize).toBe(5);
    expect(section).toMatchObject({ reason: null, earlierWave: { id: waves.from.id } });
    // Counted pairs only (unflagged), at least the minimum; the SEM is not the counsellor's.
    expect(section.pairs.count).toBeGreaterThanOrEqual(5);
    expect(section.scores.every((row) => row.reliablePoints === null)).toBe(true);

    await openAdmin(page, language, counsellor, path);
    const region = page.getByRole('region', { name: r.sinceLastWave.heading });
    const total = section.scores.find((row) => row.score === 'total')!;
    await expect(region).toContainText(
      `${fill(r.sinceLastWave.pairs_other, { formatted: section.pairs.count! })} ${fill(
        r.sinceLastWave.summaryBlurred,
        {
          before: decimal(language, total.meanBefore!),
          after: decimal(language, total.meanAfter!),
          change: signedChange(language, total.meanChange!),
          blur: decimal(language, section.blur!),
        },
      )}`,
    );
    await expectSectionFigures(region, language, section);
    await expect(region).not.toContainText(r.sinceLastWave.points.split('{{list}}')[0]!.trim());

    await expectPhoneReady(page);

    // On paper: a class still prints on two A4 pages, the section's table whole on one.
    await page.setViewportSize({ width: 1280, height: 900 });
    const text = await printReport(page, language, 2, {
      school: schoolName,
      classes: [classes.later.name],
      wave: waves.to.name,
    });
    expect(text).toContain(squeeze(r.sinceLastWave.heading));
  });
}
