import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DataTable, NUMERIC, type Column } from './data-table';

interface Phrase {
  phrase: string;
  count: number;
}

const COLUMNS: readonly Column<Phrase>[] = [
  { header: 'Phrase', cell: (row) => row.phrase },
  { header: 'Count', numeric: true, cell: (row, index) => `${row.count} (row ${index + 1})` },
];

const ROWS: readonly Phrase[] = [
  { phrase: 'speak up', count: 12 },
  { phrase: 'in front of', count: 7 },
];

function render(captionHidden = false): string {
  return renderToStaticMarkup(
    createElement(DataTable<Phrase>, {
      caption: 'Phrases',
      captionHidden,
      columns: COLUMNS,
      rows: ROWS,
    }),
  );
}

/** The text and class list of each element `tag` in `html`, in order. */
function cells(html: string, tag: 'th' | 'td'): { text: string; right: boolean }[] {
  return [
    ...html.matchAll(new RegExp(`<${tag} [^>]*class="([^"]*)"[^>]*>(.*?)</${tag}>`, 'g')),
  ].map(([, classes = '', text = '']) => ({ text, right: classes.includes(NUMERIC) }));
}

describe('DataTable', () => {
  it('gives each column its header and a cell per row, in order', () => {
    const html = render();
    expect(cells(html, 'th').map(({ text }) => text)).toEqual(['Phrase', 'Count']);
    expect(cells(html, 'td').map(({ text }) => text)).toEqual([
      'speak up',
      '12 (row 1)',
      'in front of',
      '7 (row 2)',
    ]);
  });

  it("aligns a numeric column's header and cells right, and only those", () => {
    const html = render();
    expect(cells(html, 'th').map(({ right }) => right)).toEqual([false, true]);
    expect(cells(html, 'td').map(({ right }) => right)).toEqual([false, true, false, true]);
  });

  it('names its scrolling region by the caption, shown or read out only', () => {
    expect(render()).toContain('aria-label="Phrases"');
    expect(render()).toMatch(/<caption class="mb-2 [^"]*">Phrases<\/caption>/);
    expect(render(true)).toContain('<caption class="sr-only">Phrases</caption>');
  });
});
