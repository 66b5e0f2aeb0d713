import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import {
  PATTERNED_ANSWERS,
  answerQuestions,
  enterEmail,
  fillPartA,
  fillPartB,
  openIn,
  start,
  type Language,
} from './support';

/** axe's serious and critical findings on the page as it is now. */
async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

for (const language of ['vi', 'en'] as const satisfies readonly Language[]) {
  test(`axe finds nothing serious on the public pages in ${language}`, async ({ page }) => {
    for (const url of ['/', '/privacy', '/terms', '/no-such-page']) {
      await openIn(page, language, url);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      expect(await seriousViolations(page), url).toEqual([]);
    }
  });

  test(`axe finds nothing serious on any survey screen in ${language}`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    const check = async (screen: string) =>
      expect(await seriousViolations(page), screen).toEqual([]);
    await openIn(page, language, '/survey');
    await check('e-mail entry');
    await enterEmail(page, language, `axe.${language}@example.com`);
    await check('introduction');
    await start(page, language);
    await check('part A');
    await fillPartA(page, language);
    await check('part B');
    await fillPartB(page, language);
    await check('question');
    await answerQuestions(page, language, PATTERNED_ANSWERS);
    await check('completion');
    await page
      .getByRole('button', { name: language === 'vi' ? 'Xem kết quả' : 'View results' })
      .click();
    await check('results');
  });
}
