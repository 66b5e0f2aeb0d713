import { expect, test, type Page } from '@playwright/test';
import { catalogue, openIn, ADMIN } from './support';

/**
 * Presses Tab until the focused element matches the CSS selector (and, when given, has this
 * accessible text), as a keyboard user would.
 */
async function tabTo(page: Page, css: string, text?: string, limit = 60) {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    const reached = await page.evaluate(
      ([selector, wanted]) => {
        const element = document.activeElement;
        if (!element?.matches(selector!)) return false;
        return wanted === undefined || element.textContent?.trim() === wanted;
      },
      [css, text] as const,
    );
    if (reached) return;
  }
  throw new Error(`focus never reached ${css} ${text ?? ''}`);
}

/**
 * Watches, frame by frame, whether the focus ever falls to the page's body (as it does when the
 * pressed button is disabled while its action runs); `lostFocus` reads what it saw.
 */
async function watchFocus(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { focusLost: string[] }).focusLost = seen;
    const look = () => {
      if (document.activeElement === document.body || !document.activeElement)
        seen.push(performance.now().toFixed(0));
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
}
const lostFocus = (page: Page) =>
  page.evaluate(() => (window as unknown as { focusLost: string[] }).focusLost.length);

test('with the keyboard alone an admin exports, creates and deletes, and the focus never falls to the page', async ({
  page,
}) => {
  const texts = catalogue('en', 'admin');
  const accounts = catalogue('en', 'accounts');
  const username = `kbd.${Date.now()}`;

  await openIn(page, 'en', '/admin/login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.login.title);
  await tabTo(page, 'input[autocomplete=username]');
  await page.keyboard.type(ADMIN.username);
  await page.keyboard.press('Tab');
  await page.keyboard.type(ADMIN.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: texts.export.heading })).toBeVisible();

  // Export: the pressed button keeps the focus while the file is prepared; the outcome is said.
  await watchFocus(page);
  await tabTo(page, 'button', texts.export.csv);
  const download = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  expect((await download).suggestedFilename()).toMatch(/^surveys_export_.*\.csv$/);
  await expect(page.getByRole('status').filter({ hasText: /\.csv/ })).toBeVisible();
  await expect(page.locator(':focus')).toHaveText(texts.export.csv);
  expect(await lostFocus(page), 'focus on body while exporting').toBe(0);

  // Create an account.
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: accounts.create.heading })).toBeVisible();
  await watchFocus(page);
  await tabTo(page, 'input[autocomplete=off]');
  // Enter on the empty form: the username's error shows, and goes once the username is right.
  await page.keyboard.press('Enter');
  const usernameError = page.getByText(accounts.errors.usernameInvalid);
  await expect(usernameError).toBeVisible();
  await page.keyboard.type(username);
  await expect(usernameError).toHaveCount(0);
  await page.keyboard.press('Tab');
  await page.keyboard.type('a-long-enough-password');
  await tabTo(page, 'button[type=submit]');
  await page.keyboard.press('Enter');
  const created = accounts.created.replace('{{username}}', username);
  await expect(page.getByRole('status').filter({ hasText: created })).toBeVisible();
  await expect(page.locator(':focus')).toHaveText(accounts.create.submit);
  expect(await lostFocus(page), 'focus on body while creating').toBe(0);

  // Delete it: the dialog opens on Cancel; Tab reaches Delete; the focus comes back to the page.
  // The user tabs to the row once the list shows it: before that, Tab would run past the end of
  // the page (the focus on the body, as the browser's own toolbar would have it) and round again.
  const deleteButton = `${accounts.actions.delete} ${username}`;
  await expect(page.getByRole('button', { name: deleteButton })).toBeVisible();
  await tabTo(page, 'button', deleteButton);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: texts.dialog.cancel })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: accounts.actions.delete })).toBeFocused();
  await page.keyboard.press('Enter');
  const deleted = accounts.deleted.replace('{{username}}', username);
  await expect(page.getByRole('status').filter({ hasText: deleted })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(
    page.getByRole('heading', { name: accounts.listHeading, exact: true }),
  ).toBeFocused();
  expect(await lostFocus(page), 'focus on body while deleting').toBe(0);
});
