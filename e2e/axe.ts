import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe on the page as it is now, every rule, optionally within one part of it (a dialog).
 *
 * - `setLegacyMode()`: axe.run in the page itself. The default runs axe in each frame and then
 *   opens a blank tab to merge the frames' results, which costs a renderer process per check;
 *   the app has no frames, and legacy mode still checks same-origin ones.
 * - `resultTypes: ['violations']`: axe still runs every rule on every element, but stops
 *   describing each element that passed (a selector for each), which is most of its time on a
 *   long page. Violations are reported in full.
 *
 * Measured on e2e/accessibility-admin.spec.ts alone, quiet machine (docs/benchmarks.md).
 */
function axe(page: Page, within?: string): AxeBuilder {
  const builder = new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });
  return within ? builder.include(within) : builder;
}

/** axe's serious and critical findings on the page as it is now (or within one part of it). */
export async function seriousViolations(page: Page, within?: string) {
  const { violations } = await axe(page, within).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

/** How far the whole page scrolls sideways (WCAG 1.4.10, reflow); 0 when it does not. */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/**
 * What is wrong with the page as it is now at each width, as sentences naming the screen and
 * the width: axe's serious and critical findings, and sideways scrolling of the whole page. The
 * page is left at the last width. Every rule at every width: breakpoints change markup (labels
 * above bars, one-row tab bars, stacked cards), not only what overflows.
 */
export async function problemsAtWidths(
  page: Page,
  screen: string,
  widths: readonly number[],
  height = 900,
): Promise<string[]> {
  const problems: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height });
    for (const { id, help, targets } of await seriousViolations(page))
      problems.push(`${screen} at ${width} px: ${id} (${help}) on ${targets.join(', ')}`);
    const overflow = await sidewaysOverflow(page);
    if (overflow > 0) problems.push(`${screen} at ${width} px: scrolls sideways by ${overflow} px`);
  }
  return problems;
}
