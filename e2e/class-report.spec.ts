import { ITEMS } from '@prca/core';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { problemsAtWidths } from './axe';
import { printReport, squeeze } from './print-report';
import { DEMOGRAPHICS, adminToken, catalogue, openIn, type Language } from './support';

/** i18next's placeholders filled in, as the screen shows the text. */
function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
}

async function superadminHeaders(request: APIRequestContext) {
  return { authorization: `Bearer ${await adminToken(request)}` };
}

/**
 * A careful student's answers: each item agreed or disagreed with as its wording turns, at
 * `level` (1–5) of apprehension, so that no data-quality flag is raised (a counsellor's figures
 * count only unflagged responses); the first answer is `first`, so that totals differ.
 */
function answers(level: number, first: number): Record<string, number> {
  return Object.fromEntries(
    ITEMS.map((item, index) => [
      `question${item.id}`,
      index === 0 ? first : item.key === 'plus' ? level : 6 - level,
    ]),
  );
}

/**
 * A school with two classes of one wave: the counsellor's, answered by six students (five high,
 * one low: the low band holds a single student, under the minimum), and
 * another, answered by two, which the counsellor must never see.
 */
async function buildSchool(request: APIRequestContext, language: Language) {
  const headers = await superadminHeaders(request);
  const stamp = `${language}${Date.now().toString(36)}`;
  const post = async (path: string, data: object) => {
    const response = await request.post(path, { headers, data });
    expect(response.status(), `${path}: ${await response.text()}`).toBe(201);
    return (await response.json()).data;
  };
  const school = await post('/api/admin/schools', { name: `THPT Báo Cáo ${stamp}` });
  const wave = await post('/api/admin/waves', { name: `Đợt ${stamp}` });
  const mine = await post('/api/admin/classes', {
    schoolId: school.id,
    waveId: wave.id,
    name: `10R${stamp}`,
    grade: 'grade10',
    enrolled: 40,
  });
  const other = await post('/api/admin/classes', {
    schoolId: school.id,
    waveId: wave.id,
    name: `11K${stamp}`,
    grade: 'grade11',
  });
  const submit = async (classCode: string, responses: Record<string, number>) => {
    const sent = await request.post('/api/surveys', {
      data: { demographics: DEMOGRAPHICS, responses, classCode },
    });
    expect(sent.ok(), await sent.text()).toBe(true);
  };
  for (let student = 0; student < 5; student += 1)
    await submit(mine.code, answers(4, 1 + (student % 3)));
  await submit(mine.code, answers(2, 4));
  for (let student = 0; student < 2; student += 1) await submit(other.code, answers(2, 4));
  return { headers, school, wave, mine, other };
}

async function signIn(page: Page, language: Language, username: string, password: string) {
  const { login } = catalogue(language, 'admin');
  await openIn(page, language, '/admin/login');
  await page.getByLabel(login.username, { exact: true }).fill(username);
  await page.getByLabel(login.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: login.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/** axe's serious findings and sideways scrolling on `screen`, on a phone and a desktop. */
const problemsOnPhoneAndDesktop = (page: Page, screen: string) =>
  problemsAtWidths(page, screen, [360, 1280]);

/** Every screen of the whole study, none of which a counsellor may open. */
const OTHER_AREAS = [
  '/admin/analytics',
  '/admin/analytics/reliability',
  '/admin/analytics/statistics',
  '/admin/users',
  '/admin/surveys',
  '/admin/settings',
  '/admin/study',
];

for (const language of ['vi', 'en'] as const) {
  test(`a superadmin makes a counsellor for one class, who reads and prints its report and nothing else (${language})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const admin = catalogue(language, 'admin');
    const accounts = catalogue(language, 'accounts');
    const reports = catalogue(language, 'reports');
    const { headers, school, mine, other } = await buildSchool(request, language);
    const counsellor = {
      username: `tuvan-${language}-${Date.now()}`,
      password: 'tu-van-vien-2026',
    };

    // The superadmin creates the account on the users screen and limits it to one class.
    await page.addInitScript(
      (token) => window.localStorage.setItem('admin_token', token),
      headers.authorization.slice('Bearer '.length),
    );
    await openIn(page, language, '/admin/users');
    const create = page.getByRole('region', { name: accounts.create.heading });
    await create.getByLabel(accounts.fields.username).fill(counsellor.username);
    await create.getByLabel(accounts.fields.password).fill(counsellor.password);
    await create.getByLabel(accounts.fields.role).selectOption('counsellor');
    await create.getByRole('button', { name: accounts.create.submit }).click();
    await expect(create.getByText(accounts.scope.missing)).toBeVisible();
    await create.getByRole('checkbox', { name: mine.name, exact: true }).check();
    await create.getByRole('button', { name: accounts.create.submit }).click();
    await expect(
      page.getByText(fill(accounts.created, { username: counsellor.username })),
    ).toBeVisible();
    const listed = await request.get(
      `/api/admin/users?search=${encodeURIComponent(counsellor.username)}`,
      { headers },
    );
    const account = (await listed.json()).data.users[0];
    expect(account).toMatchObject({
      role: 'counsellor',
      scope: { schools: [], classes: [mine.id] },
    });

    // The superadmin's settings hold the minimum those figures are withheld under.
    await page.goto('/admin/settings');
    await expect(
      page.getByRole('spinbutton', {
        name: catalogue(language, 'settings').minimumGroupSize.label,
      }),
    ).toHaveValue('5');

    // The counsellor signs in in a fresh browser context: their classes, and no other.
    const context = await page.context().browser()!.newContext();
    const own = await context.newPage();
    await signIn(own, language, counsellor.username, counsellor.password);
    await expect(own.getByRole('heading', { name: reports.myClasses.heading })).toBeVisible();
    await expect(own.getByRole('cell', { name: mine.name, exact: true })).toBeVisible();
    await expect(own.getByText(other.name)).toHaveCount(0);
    expect(await problemsOnPhoneAndDesktop(own, 'counsellor dashboard')).toEqual([]);

    // The report of the class, reached by keyboard from the dashboard.
    const link = own.getByRole('link', {
      name: fill(reports.myClasses.openReport, { name: mine.name }),
    });
    await link.focus();
    await own.keyboard.press('Enter');
    await expect(own).toHaveURL(new RegExp(`/admin/reports/class\\?class=${mine.id}$`));
    await expect(own.getByRole('heading', { level: 1, name: reports.title })).toBeVisible();
    const withheld = fill(reports.withheld_other, { count: 5 });
    await expect(own.getByText(withheld).first()).toBeVisible();
    await expect(own.getByText(school.name, { exact: true })).toBeVisible();
    await expect(own.getByRole('button', { name: reports.print })).toBeVisible();
    // Issue 28: the figures are a release's, blurred, and the report says so in plain words.
    const [before, after] = reports.release.blur.split('{{points}}');
    await expect(own.getByText(before!.trim(), { exact: false })).toBeVisible();
    await expect(own.getByText(after!.trim(), { exact: false })).toBeVisible();
    expect(await problemsOnPhoneAndDesktop(own, 'class report')).toEqual([]);

    // Six of forty enrolled students answered: the page warns that the figures may not
    // represent the class (issue 31).
    await expect(own.getByText(reports.lowParticipation.class)).toBeVisible();

    // Printed to PDF as the print button would: two pages at most, each headed with the class,
    // with the withheld cells, the warning and the activities, and no button.
    const text = await printReport(own, language, 2, {
      school: school.name,
      classes: [mine.name],
      wave: mine.waveName,
    });
    expect(text).toContain(squeeze(withheld));
    expect(text).toContain(squeeze(reports.lowParticipation.class));
    expect(text).toContain(squeeze(reports.activities.heading));
    expect(text).not.toContain(squeeze(reports.print));

    // Every other area says it is not for this account, and the server refuses it too.
    for (const path of OTHER_AREAS) {
      await own.goto(path);
      await expect(
        own.getByRole('heading', { level: 1, name: admin.guard.notAvailableTitle }),
        path,
      ).toBeVisible();
    }
    expect(await problemsOnPhoneAndDesktop(own, 'not available')).toEqual([]);
    // The sheets are the counsellor's for its own class only (issue 29): another class's
    // sheet shows nothing, its own shows its code.
    const study = catalogue(language, 'study');
    await own.goto(`/admin/study/sheets?class=${other.id}`);
    await expect(own.getByText(study.sheet.none)).toBeVisible();
    await own.goto(`/admin/study/sheets?class=${mine.id}`);
    await expect(
      own.getByRole('heading', {
        level: 2,
        name: fill(study.sheet.className, { name: mine.name }),
      }),
    ).toBeVisible();
    const token = await own.evaluate(() => window.localStorage.getItem('admin_token'));
    for (const path of ['/api/admin/users', '/api/admin/surveys', '/api/admin/schools']) {
      const refused = await request.get(path, { headers: { authorization: `Bearer ${token}` } });
      expect(refused.status(), path).toBe(403);
    }
    await context.close();
  });
}

for (const language of ['vi', 'en'] as const) {
  test(`a researcher reads a whole school's report with every figure, narrows it with the filter bar, and sets no minimum group size (${language})`, async ({
    page,
    request,
  }) => {
    const admin = catalogue(language, 'admin');
    const reports = catalogue(language, 'reports');
    const filters = catalogue(language, 'filters');
    const { headers, school, mine, other } = await buildSchool(request, language);
    // Issue 27: the school collected parents' consent for one class; a student of it declined.
    const recorded = await request.put(`/api/admin/classes/${mine.id}`, {
      headers,
      data: { parentalConsentCollected: true },
    });
    expect(recorded.status()).toBe(200);
    const declined = await request.post('/api/surveys/declines', {
      data: { classCode: mine.code },
    });
    expect(declined.ok(), await declined.text()).toBe(true);
    const researcher = { username: `nncv-${language}-${Date.now()}`, password: 'nghien-cuu-2026' };
    const created = await request.post('/api/admin/users', {
      headers,
      data: { ...researcher, role: 'researcher' },
    });
    expect(created.status()).toBe(201);
    await signIn(page, language, researcher.username, researcher.password);

    // The dashboard leads to the class reports.
    await page.getByRole('main').getByRole('link', { name: admin.areas.classReport.title }).click();
    await expect(page.getByRole('heading', { level: 1, name: reports.title })).toBeVisible();
    await page.goto(`/admin/reports/class?school=${school.id}`);
    const facts = page.locator('dl');
    await expect(facts).toContainText(school.name);
    await expect(facts).toContainText(mine.name);
    await expect(facts).toContainText(other.name);
    // Eight responses in the school; nothing is withheld from a researcher.
    await expect(page.getByRole('region', { name: reports.participation.heading })).toContainText(
      fill(reports.participation.responses_other, { formatted: 8 }),
    );
    await expect(page.getByText(fill(reports.withheld_other, { count: 5 }))).toHaveCount(0);
    // Parents' consent class by class, and the decline counted apart from the responses.
    const { parentalConsent } = reports;
    await expect(facts).toContainText(
      `${mine.name}: ${fill(parentalConsent.recorded, {
        value: parentalConsent.collected,
        source: parentalConsent.for.class,
      })}; ${other.name}: ${parentalConsent.notRecorded}`,
    );
    await expect(page.getByRole('region', { name: reports.participation.heading })).toContainText(
      fill(reports.participation.declines_one, { formatted: 1 }),
    );
    expect(await problemsOnPhoneAndDesktop(page, 'class report of a school')).toEqual([]);
    // One class has no enrolment entered: nothing says how many of the school's students answered.
    await expect(page.getByText(reports.lowParticipation.classes)).toHaveCount(0);
    // A school prints on three pages at most, each headed with the school and its classes.
    await printReport(page, language, 3, {
      school: school.name,
      classes: [mine.name, other.name],
      wave: mine.waveName,
    });

    // The filter bar narrows it to one class, and the page says so.
    await page.locator('summary', { hasText: filters.classes }).click();
    await page.getByRole('checkbox', { name: new RegExp(mine.name) }).check();
    await expect(page).toHaveURL(new RegExp(`class=${mine.id}`));
    await expect(facts).not.toContainText(other.name);
    await expect(page.getByRole('region', { name: reports.participation.heading })).toContainText(
      '6',
    );

    // Only a superadmin changes the minimum group size.
    await page.goto('/admin/settings');
    await expect(
      page.getByRole('heading', { level: 1, name: admin.guard.deniedTitle }),
    ).toBeVisible();
  });
}
