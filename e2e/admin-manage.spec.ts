import { expect, test, type Page } from '@playwright/test';
import fs from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import {
  PATTERNED_ANSWERS,
  adminToken,
  catalogue,
  fill,
  openIn,
  signInWithPassword,
  type Language,
  ADMIN,
} from './support';
import { ANALYSIS_PACKAGE_FILES } from '../apps/api/test/support/analysis-package';
import { parseCsv } from '../apps/api/test/support/csv';
import { buildClasses, signInTo } from './admin-apps';
import { problemsAtWidths, seriousViolations } from './axe';

/** The admin screens' texts in `language`. */
const texts = (language: Language) => catalogue(language, 'admin');

/** Opens an admin screen already signed in as the superadmin (the login has its own tests). */
async function openAsAdmin(page: Page, language: Language, url: string, token: string) {
  await page.addInitScript((value) => window.localStorage.setItem('admin_token', value), token);
  await openIn(page, language, url);
}

test('a superadmin creates a viewer, who is denied the users page; edits and deletes it', async ({
  page,
  browser,
  request,
}) => {
  const { guard, permissions, roles } = texts('en');
  const users = catalogue('en', 'accounts');
  const viewer = { username: `viewer-m-${Date.now()}`, password: 'viewer-password-123' };
  await openAsAdmin(page, 'en', '/admin/users', await adminToken(request));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts('en').areas.users.title);

  const create = page.getByRole('region', { name: users.create.heading });
  await create.getByLabel(users.fields.username).fill(viewer.username);
  await create.getByLabel(users.fields.password).fill('too-short');
  await create.getByRole('button', { name: users.create.submit }).click();
  await expect(create.getByText(fill(users.errors.passwordTooShort, { min: 12 }))).toBeVisible();
  await create.getByLabel(users.fields.password).fill(viewer.password);
  await create.getByLabel(users.fields.role).selectOption('viewer');
  await create.getByRole('button', { name: users.create.submit }).click();
  await expect(page.getByRole('status').filter({ hasText: viewer.username })).toHaveText(
    fill(users.created, { username: viewer.username }),
  );

  // The same name again: the server's 409, in its words.
  await create.getByLabel(users.fields.username).fill(viewer.username);
  await create.getByLabel(users.fields.password).fill(viewer.password);
  await create.getByRole('button', { name: users.create.submit }).click();
  await expect(create.getByRole('alert')).toHaveText(
    'That username is already used by another account.',
  );

  // The viewer, in a browser of their own, is refused the page.
  const viewerContext = await browser.newContext();
  const viewerPage = await viewerContext.newPage();
  await openIn(viewerPage, 'en', '/admin/users');
  await viewerPage.getByLabel(texts('en').login.username, { exact: true }).fill(viewer.username);
  await viewerPage.getByLabel(texts('en').login.password, { exact: true }).fill(viewer.password);
  await viewerPage.getByRole('button', { name: texts('en').login.submit, exact: true }).click();
  await expect(viewerPage.getByRole('heading', { level: 1 })).toHaveText(guard.deniedTitle);
  await expect(viewerPage.getByText(guard.deniedBody)).toBeVisible();
  await expect(viewerPage.getByText(permissions.manage_users, { exact: true })).toBeVisible();
  await viewerContext.close();

  // The admin's own row cannot be deleted.
  await page.getByLabel(users.search.label).fill(ADMIN.username);
  await page.getByRole('button', { name: users.search.submit, exact: true }).click();
  await expect(page).toHaveURL(/search=admin/);
  const ownRow = page.getByRole('row').filter({ hasText: users.you });
  await expect(ownRow).toContainText(users.cannotDeleteSelf);
  await expect(
    ownRow.getByRole('button', { name: new RegExp(`^${users.actions.delete}`) }),
  ).toHaveCount(0);

  await page.getByLabel(users.search.label).fill(viewer.username);
  await page.getByRole('button', { name: users.search.submit, exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: viewer.username });
  await expect(row).toContainText(roles.viewer);

  // Promote to researcher: the role brings its permissions.
  await row.getByRole('button', { name: `${users.actions.edit} ${viewer.username}` }).click();
  const edit = page.getByRole('dialog', { name: fill(users.edit.title, viewer) });
  await edit.getByLabel(users.fields.role, { exact: true }).selectOption('researcher');
  await expect(edit.getByRole('checkbox', { name: permissions.export_data })).toBeChecked();
  await edit.getByRole('button', { name: users.edit.saveAccess }).click();
  await expect(edit.getByRole('status').filter({ hasText: /\S/ }).first()).toHaveText(
    users.edit.accessSaved,
  );

  // Disabling is confirmed first; Cancel has the focus.
  await edit.getByRole('button', { name: users.actions.disable }).click();
  const confirmDisable = page.getByRole('dialog', { name: fill(users.disable.title, viewer) });
  await expect(
    confirmDisable.getByRole('button', { name: texts('en').dialog.cancel }),
  ).toBeFocused();
  await confirmDisable.getByRole('button', { name: users.actions.disable }).click();
  await expect(confirmDisable).toBeHidden();
  await expect(edit.getByText(users.edit.isDisabled)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(edit).toBeHidden();
  await expect(row).toContainText(roles.researcher);
  await expect(row).toContainText(users.state.disabled);

  await row.getByRole('button', { name: `${users.actions.delete} ${viewer.username}` }).click();
  const confirmDelete = page.getByRole('dialog', { name: fill(users.delete.title, viewer) });
  await confirmDelete.getByRole('button', { name: users.actions.delete, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: viewer.username })).toHaveText(
    fill(users.deleted, { username: viewer.username }),
  );
  await expect(page.getByRole('row').filter({ hasText: viewer.username })).toHaveCount(0);
});

/** A response of one class, whose demographics no other test uses and whose free text needs quoting. */
function submission(classCode: string, answers: readonly number[]) {
  return {
    demographics: {
      grade: 'grade12',
      gender: 'male',
      participation: 'never',
      awareness: 'familiar',
      causes: ['academic_pressure', 'other'],
      causesOtherText: 'Sợ nói sai, bị cười; "lo lắng" khi thuyết trình',
      impact_level: 'severe_impact',
    },
    responses: Object.fromEntries(answers.map((value, index) => [`question${index + 1}`, value])),
    classCode,
    locale: 'vi',
  };
}

test('responses: filtered in the address, shown in detail, exported with the filters, bulk-deleted', async ({
  page,
  request,
}) => {
  const { surveys, dialog } = texts('en');
  const survey = catalogue('en', 'survey');
  const app = await signInTo(request);
  const stamp = Date.now().toString(36);
  const {
    classes: [own],
  } = await buildClasses(request, app, {
    school: `THPT Quản Lý ${stamp}`,
    wave: `Đợt ${stamp}`,
    classes: ['12D1'],
  });
  const ids: string[] = [];
  for (const answers of [PATTERNED_ANSWERS, PATTERNED_ANSWERS.map((value) => 6 - value)]) {
    const created = await request.post('/api/surveys', { data: submission(own!.code, answers) });
    expect(created.status()).toBe(201);
    ids.push((await created.json()).data.id);
  }
  // Date filters count days in the study's time zone (ANALYTICS_TIME_ZONE, Vietnam by default),
  // which is a day ahead of UTC for seven hours of each day.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(
    new Date(),
  );

  await openAsAdmin(page, 'en', `/admin/surveys?class=${own!.id}`, await adminToken(request));
  // The filter bar every screen shares applies each choice at once.
  const shared = catalogue('en', 'filters');
  const bar = page.getByRole('region', { name: shared.heading });
  await bar.getByLabel(shared.from, { exact: true }).fill(today);
  await bar.getByLabel(shared.to, { exact: true }).fill(today);
  for (const [list, choice] of [
    [shared.grades, shared.labels.grade.grade12],
    [shared.genders, shared.labels.gender.male],
    [shared.participation, shared.labels.participation.never],
  ] as const) {
    await bar.locator('summary', { hasText: list }).click();
    await bar.getByRole('checkbox', { name: choice, exact: true }).check();
  }
  await expect(page).toHaveURL(
    new RegExp(
      `from=${today}&to=${today}&class=${own!.id}&grade=grade12&gender=male&participation=never$`,
    ),
  );
  // No e-mail anywhere: neither a search for one, nor a column.
  await expect(page.getByRole('searchbox')).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: /e-?mail/i })).toHaveCount(0);
  const rows = page.getByRole('row').filter({ hasText: '12D1' });
  await expect(rows).toHaveCount(2);
  await expect(page.getByText(fill(surveys.count_other, { count: 2 }))).toBeVisible();

  // The detail panel: demographics, the free text intact, the 24 answers; Escape closes it.
  const view = rows.first().getByRole('button', { name: new RegExp(`^${surveys.table.view}`) });
  await view.click();
  const detail = page.getByRole('dialog', { name: surveys.detail.title });
  await expect(detail).not.toContainText('@');
  await expect(detail).toContainText(survey.options.impact.severe_impact);
  await expect(detail).toContainText('“Sợ nói sai, bị cười; "lo lắng" khi thuyết trình”');
  await expect(detail.getByRole('table').getByRole('row')).toHaveCount(25);
  await expect(page).toHaveURL(/response=/);
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();
  await expect(view).toBeFocused();

  // Both exports follow the filters.
  const exportRegion = page.getByRole('region', { name: surveys.export.heading });
  const csvRequest = page.waitForRequest(/\/api\/admin\/surveys\/export\?format=csv/);
  const csvDownload = page.waitForEvent('download');
  await exportRegion.getByRole('button', { name: texts('en').export.csv }).click();
  const exportUrl = new URL((await csvRequest).url());
  expect(Object.fromEntries(exportUrl.searchParams)).toEqual({
    format: 'csv',
    from: today,
    to: today,
    class: own!.id,
    grade: 'grade12',
    gender: 'male',
    participation: 'never',
  });
  const csvText = fs.readFileSync(await (await csvDownload).path(), 'utf8');
  expect(csvText.startsWith('\uFEFF')).toBe(true);
  const [header, ...records] = parseCsv(csvText.slice(1));
  const column = (name: string) => header!.indexOf(name);
  expect(records.length).toBeGreaterThanOrEqual(2);
  expect(records.every((record) => record.length === header!.length)).toBe(true);
  for (const record of records) {
    expect([
      record[column('grade')],
      record[column('gender')],
      record[column('participation')],
    ]).toEqual(['grade12', 'male', 'never']);
  }
  const ours = records.filter((record) => ids.includes(record[column('id')]!));
  expect(ours).toHaveLength(2);
  expect(ours.map((record) => record[column('causes_other_text')])).toEqual([
    'Sợ nói sai, bị cười; "lo lắng" khi thuyết trình',
    'Sợ nói sai, bị cười; "lo lắng" khi thuyết trình',
  ]);

  const jsonDownload = page.waitForEvent('download');
  await exportRegion.getByRole('button', { name: texts('en').export.json }).click();
  const exported = JSON.parse(fs.readFileSync(await (await jsonDownload).path(), 'utf8')) as {
    id: string;
    demographics: { grade: string; gender: string; participation: string; causesOtherText: string };
  }[];
  expect(exported.every((record) => record.demographics.grade === 'grade12')).toBe(true);
  expect(exported.filter((record) => ids.includes(record.id))).toHaveLength(2);
  expect(JSON.stringify(exported)).not.toMatch(/@example/);

  // The analysis package: said what it holds, labelled in the screen's language, filtered too.
  await expect(exportRegion).toContainText(texts('en').export.packageContents);
  const packageRequest = page.waitForRequest(/\/api\/admin\/surveys\/export\?format=package/);
  const packageDownload = page.waitForEvent('download');
  await exportRegion.getByRole('button', { name: texts('en').export.package }).click();
  const packageUrl = new URL((await packageRequest).url());
  expect(packageUrl.searchParams.get('labels')).toBe('en');
  expect(packageUrl.searchParams.get('grade')).toBe('grade12');
  const zip = await packageDownload;
  expect(zip.suggestedFilename()).toMatch(/^prca24_\d{4}-\d{2}-\d{2}_.*grade-grade12.*\.zip$/);
  const files = unzipSync(new Uint8Array(fs.readFileSync(await zip.path())));
  expect(Object.keys(files).sort()).toEqual(ANALYSIS_PACKAGE_FILES);
  const [dataHeader, ...dataRows] = parseCsv(strFromU8(files['data.csv']!).slice(1));
  expect(dataRows.filter((record) => ids.includes(record[0]!))).toHaveLength(2);
  // Grade 12 is code 3 of the codebook; the free texts stay exact in free_text.csv.
  expect(dataRows.every((record) => record[dataHeader!.indexOf('grade')] === '3')).toBe(true);
  await expect(exportRegion.getByRole('status')).toContainText(zip.suggestedFilename());

  // Select both, delete them once confirmed.
  await page.getByRole('checkbox', { name: surveys.table.selectPage }).check();
  await page.getByRole('button', { name: fill(surveys.bulk.button_other, { count: 2 }) }).click();
  const confirm = page.getByRole('dialog', { name: fill(surveys.bulk.title_other, { count: 2 }) });
  await expect(confirm.getByRole('button', { name: dialog.cancel })).toBeFocused();
  await confirm
    .getByRole('button', { name: fill(surveys.bulk.confirm_other, { count: 2 }) })
    .click();
  await expect(page.getByRole('status').filter({ hasText: /deleted/ })).toHaveText(
    fill(surveys.deletedMany_other, { count: 2 }),
  );
  await expect(page.getByText(surveys.empty)).toBeVisible();
  await expect(rows).toHaveCount(0);
});

const PUBLIC_SETTINGS = {
  acceptingResponses: false,
  // The mode whose privacy notice states how long results are kept.
  respondentIdentity: 'email',
  classCodeRequired: false,
  guestRetentionDays: 45,
  contactEmail: 'nhom.nghien.cuu@truong.edu.vn',
  contactNote: 'Phòng 204, thứ Hai đến thứ Sáu',
};

/** The public settings as if an administrator had set them, for this page only. */
async function pretendSettings(page: Page) {
  await page.route('**/api/settings/public', (route) =>
    route.fulfill({ json: { success: true, data: PUBLIC_SETTINGS } }),
  );
}

for (const language of ['vi', 'en'] as const) {
  test(`a closed survey shows its notice, and the contact details show, in ${language}`, async ({
    page,
  }) => {
    const survey = catalogue(language, 'survey');
    await pretendSettings(page);
    await openIn(page, language, '/survey');
    await expect(page.getByRole('heading', { name: survey.closed.title })).toBeVisible();
    await expect(page.getByText(survey.closed.body)).toBeVisible();
    await expect(page.getByLabel(survey.entry.emailLabel)).toHaveCount(0);
    await expect(page.getByRole('button', { name: survey.sheet.agree })).toHaveCount(0);

    await page.goto('/privacy');
    // The retention and the withdrawal both state the period.
    await expect(
      page.getByText(language === 'en' ? '45 days after you submit' : '45 ngày sau').first(),
    ).toBeVisible();
    for (const place of [page.getByRole('main'), page.getByRole('contentinfo')]) {
      await expect(place.getByRole('link', { name: PUBLIC_SETTINGS.contactEmail })).toHaveAttribute(
        'href',
        `mailto:${PUBLIC_SETTINGS.contactEmail}`,
      );
      await expect(place.getByText(PUBLIC_SETTINGS.contactNote)).toBeVisible();
    }
  });
}

for (const language of ['vi', 'en'] as const) {
  test(`axe finds nothing serious on users, responses and settings in ${language}`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const admin = texts(language);
    const accounts = catalogue(language, 'accounts');
    const token = await adminToken(request);
    const screens = [
      ['/admin/users', accounts.listHeading],
      ['/admin/surveys', admin.surveys.listHeading],
      ['/admin/settings', catalogue(language, 'settings').save],
    ] as const;
    await page.addInitScript((value) => window.localStorage.setItem('admin_token', value), token);
    for (const [url, landmark] of screens) {
      await openIn(page, language, url);
      await expect(page.getByText(landmark, { exact: true }).first()).toBeVisible();
      await expect(page.getByText(admin.loading)).toHaveCount(0);
      expect(await problemsAtWidths(page, url, [1280, 768])).toEqual([]);
    }
    // A dialog too: the first account's editor.
    await openIn(page, language, '/admin/users');
    await page
      .getByRole('button', { name: new RegExp(`^${accounts.actions.edit} `) })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await seriousViolations(page), 'account dialog').toEqual([]);
  });
}

for (const language of ['vi', 'en'] as const) {
  test(`an account manager who is no superadmin is offered only the roles it may give, and told why not a superadmin, in ${language}`, async ({
    page,
    request,
  }) => {
    const users = catalogue(language, 'accounts');
    const roles = catalogue(language, 'admin').roles;
    const manager = {
      username: `manager-${language}-${Date.now()}`,
      password: 'manager-password-1',
    };
    const created = await request.post('/api/admin/users', {
      headers: { authorization: `Bearer ${await adminToken(request)}` },
      data: { ...manager, role: 'viewer', permissions: ['view_analytics', 'manage_users'] },
    });
    expect(created.status()).toBe(201);
    const token = await signInWithPassword(request, '', manager);
    await openAsAdmin(page, language, '/admin/users', token);

    // Neither a superadmin (only a superadmin makes one) nor a counsellor (whose scope only a
    // superadmin sets) is offered.
    const create = page.getByRole('region', { name: users.create.heading });
    await expect(create.getByLabel(users.fields.role).locator('option')).toHaveText([
      roles.researcher,
      roles.viewer,
    ]);

    // The server is the one that refuses, whatever a client sends.
    const refused = await request.post('/api/admin/users', {
      headers: { authorization: `Bearer ${token}`, 'accept-language': language },
      data: {
        username: `boss-${language}-${Date.now()}`,
        password: 'long-enough-password',
        role: 'superadmin',
      },
    });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).message).toBe(
      language === 'vi'
        ? 'Chỉ quản trị viên cấp cao mới có thể tạo, thay đổi, vô hiệu hoá hoặc xoá tài khoản quản trị viên cấp cao.'
        : 'Only a super administrator can create, change, disable or delete a super administrator account.',
    );
  });
}
