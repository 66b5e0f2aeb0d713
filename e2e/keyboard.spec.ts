import { expect, test, type Page } from '@playwright/test';
import { PATTERNED_ANSWERS, catalogue, localResults, openIn } from './support';

/** Presses Tab until the focused element matches the CSS selector, as a keyboard user would. */
async function tabTo(page: Page, selector: string, limit = 40) {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((css) => document.activeElement?.matches(css) ?? false, selector))
      return;
  }
  throw new Error(`focus never reached ${selector}`);
}

test('the whole survey can be completed with the keyboard alone', async ({ page }) => {
  const texts = catalogue('en', 'survey');
  await openIn(page, 'en', '/survey');
  // Tabbing starts once the screen is there: on a busy machine its chunks arrive late. The
  // information sheet's heading has the focus.
  await expect(page.getByRole('heading', { level: 2 })).toBeFocused();

  // The optional class code comes first, then the assent: "I agree to take part".
  await tabTo(page, 'button:not([aria-pressed])');
  await expect(page.locator(':focus')).toHaveText(texts.classCode.enter);
  await tabTo(page, 'button:not([aria-pressed])');
  await expect(page.locator(':focus')).toHaveText(texts.sheet.agree);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: texts.partA.title })).toBeFocused();

  // Part A and part B: Tab into each group, Space picks the focused answer.
  for (const value of ['grade10', 'male', 'frequently']) {
    await tabTo(page, 'input[type=radio]');
    await page.keyboard.press('Space');
    await expect(page.locator(`input[value="${value}"]`)).toBeChecked();
  }
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: texts.partB.title })).toBeFocused();

  await tabTo(page, 'input[value=familiar]');
  await page.keyboard.press('Space');
  await tabTo(page, 'input[value=no_need]');
  await page.keyboard.press('Space');
  await tabTo(page, 'input[value=no_impact]');
  await page.keyboard.press('Space');
  await page.keyboard.press('Enter');

  // Each question: the heading has the focus; Tab reaches the answers, arrows move between
  // them, Enter goes on (and submits on the last).
  for (const [index, answer] of PATTERNED_ANSWERS.entries()) {
    await expect(page.getByRole('heading', { level: 2 })).toBeFocused();
    await expect(page.getByRole('heading', { level: 2 })).toContainText(`${index + 1}.`);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    for (let step = 1; step < answer; step += 1) await page.keyboard.press('ArrowDown');
    await expect(page.locator(`input[type=radio][value="${answer}"]`)).toBeChecked();
    await page.keyboard.press('Enter');
  }

  await expect(page.getByRole('heading', { name: texts.completed.title })).toBeVisible();
  const [kept] = await localResults(page);
  expect(kept.totalScore).toBe(84);
});
