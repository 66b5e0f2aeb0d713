import { expect, type Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { catalogue, type Language } from './support';

/** The text of each page of a PDF, with no spaces: the layout decides where lines break. */
async function pdfPages(pdf: Buffer): Promise<string[]> {
  const document = await getDocument({ data: new Uint8Array(pdf) }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(squeeze(content.items.map((item) => ('str' in item ? item.str : '')).join('')));
  }
  return pages;
}

/**
 * The report printed to A4 as the print button would (issue 31): at most `maxPages` pages, each
 * headed with the report's school, class, wave and date, and every table of figures whole on
 * one page, so that no page holds a stub of two rows. Returns the whole text.
 */
export async function printReport(
  page: Page,
  language: Language,
  maxPages: number,
  covers: { school: string; classes: string[]; wave: string },
): Promise<string> {
  const { facts } = catalogue(language, 'reports');
  await page.emulateMedia({ media: 'print' });
  const head = squeeze(
    (await page.locator('table[role="presentation"] > thead').textContent()) ?? '',
  );
  const date = (await page.locator(`dt:text-is("${facts.date}") + dd`).textContent()) ?? '';
  for (const part of [covers.school, ...covers.classes, covers.wave, date])
    expect(head).toContain(squeeze(part));
  // The first column of each table of figures: its rows, which must print on one page.
  const tables = await page
    .locator('main table:not([role="presentation"])')
    .evaluateAll((found) =>
      found.map((table) =>
        Array.from(table.querySelectorAll('tbody tr td:first-child'), (cell) => cell.textContent!),
      ),
    );
  const pages = await pdfPages(await page.pdf({ format: 'A4', printBackground: true }));
  await page.emulateMedia({ media: 'screen' });
  expect(pages.length).toBeLessThanOrEqual(maxPages);
  pages.forEach((text, index) => expect(text, `page ${index + 1}`).toContain(head));
  expect(tables.length).toBeGreaterThan(0);
  for (const rows of tables) {
    const whole = pages.some((text) => rows.every((row) => text.includes(squeeze(row))));
    expect(whole, `a table split across pages: ${rows.join(' | ')}`).toBe(true);
  }
  return pages.join('');
}

export function squeeze(text: string): string {
  return text.normalize('NFC').replace(/\s+/g, '');
}
