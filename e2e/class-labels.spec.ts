import { expect, test } from '@playwright/test';
import { openAdmin, send, signInTo } from './admin-apps';
import { catalogue, type Language } from './support';

const stamp = (language: Language) => `${language}${Date.now().toString(36)}`;

for (const language of ['vi', 'en'] as const) {
  test(`two schools' 10A1 and one class in two waves are told apart in the class filter and the scope picker (${language})`, async ({
    page,
    request,
  }) => {
    const filters = catalogue(language, 'filters');
    const accounts = catalogue(language, 'accounts');
    const app = await signInTo(request);
    const post = (path: string, data: object) => send(request, app, 'post', path, data);
    const names = {
      first: `THPT Bắc ${stamp(language)}`,
      second: `THPT Nam ${stamp(language)}`,
      autumn: `Đợt 1 ${stamp(language)}`,
      spring: `Đợt 2 ${stamp(language)}`,
    };
    const first = await post('/api/admin/schools', { name: names.first });
    const second = await post('/api/admin/schools', { name: names.second });
    const autumn = await post('/api/admin/waves', { name: names.autumn });
    const spring = await post('/api/admin/waves', { name: names.spring });
    const add = (school: { id: string }, wave: { id: string }) =>
      post('/api/admin/classes', {
        schoolId: school.id,
        waveId: wave.id,
        name: '10A1',
        grade: 'grade10',
      });
    await add(first, autumn);
    await add(first, spring);
    await add(second, autumn);

    // The filter bar, with the two schools chosen: three 10A1, three different choices.
    await openAdmin(page, language, app, '/admin/analytics');
    const bar = page.getByRole('region', { name: filters.heading });
    await bar.locator('summary', { hasText: filters.schools }).click();
    await bar.getByRole('checkbox', { name: names.first, exact: true }).check();
    await bar.getByRole('checkbox', { name: names.second, exact: true }).check();
    await bar.locator('summary', { hasText: filters.classes }).click();
    const offered = bar
      .locator('details')
      .filter({ has: page.locator('summary', { hasText: filters.classes }) })
      .getByRole('checkbox');
    // In the study's order: school, then wave.
    expect(
      await offered.evaluateAll((boxes) =>
        boxes.map((box) => (box as HTMLInputElement).labels?.[0]?.textContent?.trim()),
      ),
    ).toEqual([
      `10A1 (${names.first}, ${names.autumn})`,
      `10A1 (${names.first}, ${names.spring})`,
      `10A1 (${names.second}, ${names.autumn})`,
    ]);
    await bar
      .getByRole('checkbox', { name: `10A1 (${names.first}, ${names.spring})`, exact: true })
      .check();
    await expect(page.getByRole('status').filter({ hasText: names.spring })).toBeVisible();

    // The counsellor's scope, school by school: within the first school, the wave tells them apart.
    await page.goto('/admin/users');
    const create = page.getByRole('region', { name: accounts.create.heading });
    await create.getByLabel(accounts.fields.role).selectOption('counsellor');
    const ofFirst = create.getByRole('group', {
      name: accounts.scope.classesOf.replace('{{school}}', names.first),
    });
    await expect(
      ofFirst.getByRole('checkbox', { name: `10A1 (${names.autumn})`, exact: true }),
    ).toBeVisible();
    await expect(
      ofFirst.getByRole('checkbox', { name: `10A1 (${names.spring})`, exact: true }),
    ).toBeVisible();
    const ofSecond = create.getByRole('group', {
      name: accounts.scope.classesOf.replace('{{school}}', names.second),
    });
    await expect(ofSecond.getByRole('checkbox', { name: '10A1', exact: true })).toBeVisible();
  });
}
