import { expect, test } from '@playwright/test';
import fs from 'node:fs';
import { AUDIT_EXPORT_COLUMNS } from '../apps/api/test/support/audit-export';
import { parseCsv } from '../apps/api/test/support/csv';
import { signInAs, signInTo, openAdmin, send } from './admin-apps';
import { catalogue } from './support';

/**
 * Issue 29: a super administrator reads the audit log on its own screen, filters it and takes
 * it away as CSV, in either language and on a phone; nobody else is offered it.
 */
test('a super administrator reads, filters and downloads the audit log; a viewer is not offered it', async ({
  page,
  browser,
  request,
}) => {
  const admin = catalogue('en', 'admin');
  const audit = catalogue('en', 'audit');
  const app = await signInTo(request);
  const school = `THPT Nhật Ký ${Date.now()}`;
  const made = await send(request, app, 'post', '/api/admin/schools', { name: school });
  await send(request, app, 'delete', `/api/admin/schools/${made.id}`);

  await page.setViewportSize({ width: 360, height: 740 });
  await openAdmin(page, 'en', app, '/admin/dashboard');
  await page.getByRole('link', { name: admin.areas.audit.title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(admin.areas.audit.title);
  const table = page.getByRole('table', { name: audit.table.caption });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  // On a 360 px phone the table scrolls in its own region; the page itself never widens.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await page.getByLabel(audit.filters.action).selectOption('schools.delete');
  await page.getByRole('button', { name: audit.filters.apply }).click();
  await expect(page).toHaveURL(/action=schools\.delete/);
  const deletion = table.getByRole('row').filter({ hasText: school });
  // The unfiltered page (the school's creation among it) stays until the filtered one arrives.
  await expect(deletion).toHaveCount(1);
  await expect(deletion).toContainText(audit.actions.schools.delete);
  await expect(deletion).toContainText('admin');
  const rows = table.getByRole('rowheader');
  for (const header of await rows.all()) {
    await expect(header).toContainText(audit.actions.schools.delete);
  }

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: audit.download }).click();
  const file = await (await downloading).path();
  const [header, ...lines] = parseCsv(fs.readFileSync(file, 'utf8').replace(/^\uFEFF/, ''));
  expect(header).toEqual(AUDIT_EXPORT_COLUMNS);
  expect(lines.length).toBeGreaterThan(0);
  expect(lines.every((line) => line[4] === 'schools.delete')).toBe(true);
  expect(lines.some((line) => line[5] === made.id && line[6]!.includes(school))).toBe(true);

  // The same screen in Vietnamese, the filter kept in the address.
  const vi = catalogue('vi', 'audit');
  const viPage = await browser.newPage();
  await openAdmin(viPage, 'vi', app, '/admin/audit?action=schools.delete');
  await expect(viPage.getByRole('heading', { level: 1 })).toHaveText(
    catalogue('vi', 'admin').areas.audit.title,
  );
  await expect(
    viPage
      .getByRole('table', { name: vi.table.caption })
      .getByRole('row')
      .filter({ hasText: school }),
  ).toContainText(vi.actions.schools.delete);
  await viPage.close();

  // A viewer sees no Audit card and is refused the screen.
  const viewer = { username: `audit-viewer-${Date.now()}`, password: 'viewer-password-123' };
  await send(request, app, 'post', '/api/admin/users', { ...viewer, role: 'viewer' });
  const viewerPage = await browser.newPage();
  await openAdmin(viewerPage, 'en', await signInAs(request, '', viewer), '/admin/dashboard');
  await expect(
    viewerPage.getByRole('heading', { level: 3, name: admin.areas.users.title }),
  ).toBeVisible();
  await expect(viewerPage.getByText(admin.areas.audit.title)).toHaveCount(0);
  await viewerPage.goto('/admin/audit');
  await expect(viewerPage.getByRole('heading', { level: 1 })).toHaveText(admin.guard.deniedTitle);
  await expect(viewerPage.getByText(admin.guard.requiredRole)).toContainText(
    admin.roles.superadmin,
  );
  await viewerPage.close();
});
