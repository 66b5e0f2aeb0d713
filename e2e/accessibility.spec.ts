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

/** A phone at WCAG's reflow width, a tablet and a desktop. */
const WIDTHS = [320, 768, 1280] as const;

/**
 * axe's serious and critical findings on the page as it is now, and sideways scrolling of the
 * whole page (WCAG 1.4.10, reflow), at each width; the page is left at the last one.
 */
async function seriousViolations(page: Page) {
  const problems: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    const { violations } = await new AxeBuilder({ page }).analyze();
    for (const violation of violations) {
      if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
      const targets = violation.nodes.map((node) => node.target.join(' ')).join(', ');
      problems.push(`${width} px: ${violation.id} (${violation.help}) on ${targets}`);
    }
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    if (overflow > 0) problems.push(`${width} px: the page scrolls sideways by ${overflow} px`);
  }
  return problems;
}

// Three widths per screen: more than the default minute on a busy machine.
test.describe.configure({ timeout: 180_000 });

for (const language of ['vi', 'en'] as const satisfies readonly Language[]) {
  test(`axe finds nothing serious on the public pages in ${language}`, async ({ page }) => {
    for (const url of ['/', '/privacy', '/terms', '/no-such-page']) {
      await openIn(page, language, url);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      expect(await seriousViolations(page), url).toEqual([]);
    }
  });

  test(`axe finds nothing serious on any survey screen in ${language}`, async ({ page }) => {
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
