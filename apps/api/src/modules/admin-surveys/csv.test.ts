import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../../test/support/csv';
import { csvCell, csvRow } from './csv';

describe('CSV cells', () => {
  it.each([
    ['plain', '"plain"'],
    ['Sợ bị chê cười', '"Sợ bị chê cười"'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=1+1', `"'=1+1"`],
    ['+84 912', `"'+84 912"`],
    ['-3', `"'-3"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\tindent', `"'\tindent"`],
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    // The probe's case: Excel splitting on ";" saw a formula in the second part.
    ['x;=1+1;', `"x;'=1+1;"`],
    ['a, -2; "+3"', `"a, '-2; ""'+3"""`],
    ['one\r\n=2', `"one\r\n'=2"`],
    // A tab splits a cell for a reader that splits on tabs (a paste, a tab-separated import).
    ['ok\t=1+1', `"ok\t'=1+1"`],
    ['ok\t\t@x\t-1', `"ok\t\t'@x\t'-1"`],
    ['ok\t "+1"', `"ok\t ""'+1"""`],
    ['a\n+1\r-2', `"a\n'+1\r'-2"`],
  ])('%j is written as %j', (value, written) => {
    expect(csvCell(value)).toBe(written);
  });

  it('writes numbers as they are and missing values as empty cells', () => {
    expect(csvRow([84, -3, null, undefined, 'x'])).toBe('84,-3,,,"x"\r\n');
  });

  it('gives no spreadsheet a formula, whichever separator it splits on', () => {
    const texts = [
      'x;=1+1;',
      'a,-2;+3',
      '@SUM(A1);"=4"',
      ' ; =5',
      'line\n=6',
      '\r=7',
      'a;\t=8',
      'ok\t=9',
      'ok\t\t"@10"',
    ];
    const file = csvRow(['first', ...texts, 'last']) + csvRow(texts);
    for (const separator of [',', ';', '\t'] as const) {
      for (const cell of parseCsv(file, separator).flat()) {
        expect(cell.trimStart(), `${separator}: ${JSON.stringify(cell)}`).not.toMatch(
          /^[=+\-@\t\r]/,
        );
      }
    }
    // Read with its own separator, the file gives back each text, apostrophes aside.
    const [first] = parseCsv(file, ',');
    expect(first!.slice(1, -1).map((cell) => cell.replaceAll("'", ''))).toEqual(texts);
  });
});
