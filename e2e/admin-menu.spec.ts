import { expect, test, type Page } from '@playwright/test';
import { buildClasses, openAdmin, send, signInAs, signInTo } from './admin-apps';
import { ADMIN, catalogue, fill, type Language } from './support';

const LANGUAGES: readonly Language[] = ['en', 'vi'];

/** Each screen of the superadmin's menu, by its label, with the heading the screen opens under. */
function superadminScreens(language: Language): { label: string; heading: string }[] {
  const admin = catalogue(language, 'admin');
  const { areas } = admin;
  const analytics = catalogue(language, 'analytics');
  return [
    {
      label: admin.dashboard.pageTitle,
      heading: fill(admin.dashboard.welcome, { username: ADMIN.username }),
    },
    { label: areas.analytics.title, heading: analytics.title },
    { label: areas.statistics.title, heading: catalogue(language, 'statistics').title },
    { label: areas.reliability.title, heading: analytics.reliability.title },
    { label: areas.classReport.title, heading: catalogue(language, 'reports').title },
    { label: areas.surveys.title, heading: areas.surveys.title },
    { label: areas.study.title, heading: catalogue(language, 'study').title },
    { label: areas.users.title, heading: areas.users.title },
    { label: areas.settings.title, heading: areas.settings.title },
    { label: areas.audit.title, heading: areas.audit.title },
  ];
}

const menuOf = (page: Page, label: string) => page.getByRole('navigation', { name: label });

for (const language of LANGUAGES) {
  test(`a superadmin reaches every admin screen from the menu, which marks the current one (${language})`, async ({
    page,
    request,
  }) => {
    const admin = catalogue(language, 'admin');
    await openAdmin(page, language, await signInTo(request), '/admin/dashboard');
    const menu = menuOf(page, admin.menu.label);
    const screens = superadminScreens(language);
    await expect(menu.getByRole('link')).toHaveCount(screens.length);
    for (const { label, heading } of screens) {
      const link = menu.getByRole('link', { name: label, exact: true });
      await link.click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(link).toHaveAttribute('aria-current', 'page');
      await expect(menu.locator('[aria-current="page"]')).toHaveCount(1);
    }
  });
}

test('the menu and the logo keep the filters; on a 320 px phone the menu and the filters fold, and the keyboard opens and closes them', async ({
  page,
  request,
}) => {
  const admin = catalogue('en', 'admin');
  const filters = catalogue('en', 'filters');
  await page.setViewportSize({ width: 320, height: 700 });
  await openAdmin(page, 'en', await signInTo(request), '/admin/analytics?grade=grade10');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    catalogue('en', 'analytics').title,
  );
  await expect(page.getByRole('link', { name: admin.brand })).toHaveAttribute(
    'href',
    '/admin/dashboard?grade=grade10',
  );

  // The menu is one button until opened; it names the screen the reader is on.
  const menu = menuOf(page, admin.menu.label);
  const button = menu.getByRole('button', { name: admin.menu.button });
  await expect(button).toContainText(admin.areas.analytics.title);
  await expect(menu.getByRole('link')).toHaveCount(0);
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('link', { name: admin.dashboard.pageTitle })).toHaveAttribute(
    'href',
    '/admin/dashboard?grade=grade10',
  );
  await expect(menu.getByRole('link', { name: admin.areas.study.title })).toHaveAttribute(
    'href',
    '/admin/study',
  );
  await page.keyboard.press('Tab');
  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();

  // The filter bar is one line that says the filters in force; opened, it shows its controls.
  const folded = page.getByRole('button', {
    name: fill(filters.folded.some, { filters: filters.values.grade.grade10 }),
  });
  await expect(folded).toBeVisible();
  await expect(page.getByLabel(filters.from, { exact: true })).toBeHidden();
  await folded.click();
  await expect(page.getByLabel(filters.from, { exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

  // Followed from the menu, a link keeps the filters and closes the menu.
  await button.click();
  await menu.getByRole('link', { name: admin.areas.reliability.title }).click();
  await expect(page).toHaveURL(/\/admin\/analytics\/reliability\?grade=grade10$/);
  await expect(button).toHaveAttribute('aria-expanded', 'false');
});

for (const language of LANGUAGES) {
  test(`a counsellor's menu offers its classes and their reports only, under the words class reports (${language})`, async ({
    page,
    request,
  }) => {
    const admin = catalogue(language, 'admin');
    const app = await signInTo(request);
    const stamp = `${language}-${Date.now()}`;
    const school = `THPT Thực Đơn ${stamp}`;
    const { classes } = await buildClasses(request, app, {
      school,
      wave: `Đợt ${stamp}`,
      classes: ['10A2'],
    });
    const counsellor = { username: `menu-${stamp}`, password: 'tu-van-2026-menu' };
    await send(request, app, 'post', '/api/admin/users', {
      ...counsellor,
      role: 'counsellor',
      scope: { schools: [], classes: [classes[0]!.id] },
    });
    await openAdmin(page, language, await signInAs(request, '', counsellor), '/admin/dashboard');

    const menu = menuOf(page, admin.menu.scopedLabel);
    await expect(menu.getByRole('link')).toHaveText([
      admin.menu.myClasses,
      admin.areas.classReport.title,
    ]);
    const banner = page.getByRole('banner');
    await expect(banner).toContainText(admin.brandScoped);
    await expect(banner).not.toContainText(admin.brand);
    await expect(page).toHaveTitle(new RegExp(`${admin.brandScoped}$`));
    // One class is no whole school: its report is offered as the class's own, once.
    const { myClasses } = catalogue(language, 'reports');
    await expect(
      page.getByRole('link', { name: fill(myClasses.openReport, { name: '10A2' }) }),
    ).toHaveCount(1);
    await expect(
      page.getByRole('link', { name: fill(myClasses.schoolReport, { school }) }),
    ).toHaveCount(0);
    await menu.getByRole('link', { name: admin.areas.classReport.title }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      catalogue(language, 'reports').title,
    );
    await expect(menu.getByRole('link', { name: admin.areas.classReport.title })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('banner')).not.toContainText(admin.brand);
  });
}
