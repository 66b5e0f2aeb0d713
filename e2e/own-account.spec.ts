import { expect, test } from '@playwright/test';
import { buildClasses, openAdmin, send, signInAs, signInTo } from './admin-apps';
import { catalogue, fill } from './support';

/*
 * Issue 29: a counsellor changes its own password from the Account page every account reaches
 * from the header, and prints the sheet of its own class from the dashboard.
 */
for (const language of ['vi', 'en'] as const) {
  test(`a counsellor changes its own password and prints its class's sheet (${language})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const admin = catalogue(language, 'admin');
    const accounts = catalogue(language, 'accounts');
    const reports = catalogue(language, 'reports');
    const stamp = `${language}${Date.now().toString(36)}`;
    const superadmin = await signInTo(request);
    const { classes } = await buildClasses(request, superadmin, {
      school: `THPT Tài Khoản ${stamp}`,
      wave: `Đợt ${stamp}`,
      classes: ['10A1'],
    });
    const mine = classes[0]!;
    const counsellor = { username: `gv-${stamp}`, password: 'mat-khau-cu-2026' };
    await send(request, superadmin, 'post', '/api/admin/users', {
      ...counsellor,
      role: 'counsellor',
      scope: { schools: [], classes: [mine.id] },
    });
    const own = await signInAs(request, '', counsellor);

    await openAdmin(page, language, own, '/admin/dashboard');
    await page.getByRole('link', { name: admin.accountLink.label, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      accounts.ownPassword.pageTitle,
    );
    const form = page.getByRole('form', { name: accounts.ownPassword.heading });
    const newPassword = 'mat-khau-moi-2026';
    // A wrong current password is refused, with the server's reason.
    await form.getByLabel(accounts.ownPassword.current).fill('not the password');
    await form.getByLabel(accounts.ownPassword.new, { exact: true }).fill(newPassword);
    await form.getByLabel(accounts.ownPassword.confirm).fill(newPassword);
    await form.getByRole('button', { name: accounts.ownPassword.save }).click();
    await expect(page.getByRole('alert')).toHaveText(
      language === 'vi'
        ? 'Mật khẩu hiện tại không đúng. Mật khẩu của bạn chưa được đổi.'
        : 'The current password is not right. Your password has not been changed.',
    );
    // Two new passwords that differ are caught before sending.
    await form.getByLabel(accounts.ownPassword.current).fill(counsellor.password);
    await form.getByLabel(accounts.ownPassword.confirm).fill(`${newPassword}!`);
    await form.getByRole('button', { name: accounts.ownPassword.save }).click();
    await expect(form.getByText(accounts.ownPassword.mismatch)).toBeVisible();
    await form.getByLabel(accounts.ownPassword.confirm).fill(newPassword);
    await form.getByRole('button', { name: accounts.ownPassword.save }).click();
    await expect(
      page.getByRole('status').filter({ hasText: accounts.ownPassword.saved }),
    ).toBeVisible();

    // The new password signs in, the old one no longer does; this page stays signed in.
    const login = (password: string) =>
      request.post('/api/admin/auth/login', { data: { username: counsellor.username, password } });
    expect((await login(counsellor.password)).status()).toBe(401);
    expect((await login(newPassword)).status()).toBe(200);

    // The dashboard leads to the class's sheet, with its code.
    await page.goto('/admin/dashboard');
    await page
      .getByRole('link', { name: fill(reports.mySheets.openSheet, { name: mine.name }) })
      .click();
    await expect(page.getByText(mine.code, { exact: true })).toBeVisible();
  });
}
