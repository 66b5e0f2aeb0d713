import { expect, type Locator, type Page } from '@playwright/test';

/**
 * A student walks away for `seconds`, and the test sees what they would find on coming back,
 * `shown` (at once if it is there already), without waiting out the time. The page's clock
 * (`page.clock.install()` before it opened; time flows as usual otherwise) jumps ahead as if
 * the computer had been left alone, as Playwright's guide tests inactivity; nothing on the page
 * is pressed. The jump is made again if `shown` has not come, in case the page had not started
 * counting when it was made; a jump never reaches past a countdown begun after it (the "still
 * there?" dialog's).
 */
export async function walkAway(page: Page, seconds: number, shown: Locator): Promise<void> {
  if (await shown.isVisible()) return;
  await expect(async () => {
    await page.clock.fastForward(seconds * 1000);
    await expect(shown).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
}
