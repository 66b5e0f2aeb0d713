import type { Page } from '@playwright/test';
import axeCore, { type AxeResults } from 'axe-core';

/** axe's source, then its set-up as @axe-core/playwright's legacy mode makes it. */
const AXE_SCRIPT = `${axeCore.source};axe.configure({ allowedOrigins: ['<same_origin>'] });`;

/**
 * Puts axe into each frame of the page that does not have it yet. @axe-core/playwright's
 * `analyze()` evaluated axe's 0.5 MB source twice at every check, about 0.2 s each on these
 * machines, more than the check itself on most screens; a document keeps it between checks
 * (widths, opened dialogs) and a new one (navigation) gets it again.
 */
async function injectAxe(page: Page): Promise<void> {
  for (const frame of page.frames()) {
    const present = await frame.evaluate(() => 'axe' in window);
    if (!present) await frame.evaluate(AXE_SCRIPT);
  }
}

/**
 * axe on the page as it is now, every rule, optionally within one part of it (a dialog).
 *
 * - Run in the page itself (as @axe-core/playwright's legacy mode), not in each frame with the
 *   results merged in a blank tab: the app has no frames, and same-origin ones are still
 *   checked.
 * - `resultTypes: ['violations']`: axe still runs every rule on every element, but stops
 *   describing each element that passed (a selector for each), which is most of its time on a
 *   long page. Violations are reported in full.
 *
 * Measured in docs/benchmarks.md, "Test suite" (stop 45: these two; stop 52: the injection).
 */
async function axe(page: Page, within?: string): Promise<AxeResults> {
  await injectAxe(page);
  return page.evaluate(
    (selector) =>
      (window as unknown as { axe: typeof axeCore }).axe.run(selector ?? document, {
        resultTypes: ['violations'],
      }),
    within,
  );
}

/** axe's serious and critical findings on the page as it is now (or within one part of it). */
export async function seriousViolations(page: Page, within?: string) {
  const { violations } = await axe(page, within);
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
 * The innermost elements that reach past the page's right edge, each as its tag, classes and the
 * start of its text: a failure says what to fix, also when what it caught lasts a moment (a
 * button's label while the answers are on their way).
 */
export function stickingOut(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const edge = document.documentElement.clientWidth;
    // Within a box that scrolls or clips, an element moves that box, not the page.
    const clipped = (element: Element) => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement)
        if (getComputedStyle(box).overflowX !== 'visible') return true;
      return false;
    };
    const past = [...document.body.querySelectorAll('*')].filter(
      (element) => element.getBoundingClientRect().right > edge && !clipped(element),
    );
    return past
      .filter((element) => !past.some((other) => other !== element && element.contains(other)))
      .slice(0, 3)
      .map((element) => {
        const { left, right } = element.getBoundingClientRect();
        const text = (element.textContent ?? '').trim().slice(0, 40);
        const classes = element.getAttribute('class');
        const tag = `<${element.tagName.toLowerCase()}${classes ? ` class="${classes}"` : ''}>`;
        return `${tag} from ${Math.round(left)} to ${Math.round(right)} px "${text}"`;
      });
  });
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
    if (overflow > 0)
      problems.push(
        `${screen} at ${width} px: scrolls sideways by ${overflow} px (${(await stickingOut(page)).join('; ')})`,
      );
  }
  return problems;
}
