import { describe, expect, it } from 'vitest';
import { csvCell, csvRow } from './csv';

describe('CSV cells', () => {
  it.each([
    ['plain', 'plain'],
    ['Sợ bị chê cười', 'Sợ bị chê cười'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=1+1', "'=1+1"],
    ['+84 912', "'+84 912"],
    ['-3', "'-3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tindent', "'\tindent"],
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
  ])('%j is written as %j', (value, written) => {
    expect(csvCell(value)).toBe(written);
  });

  it('writes numbers as they are and missing values as empty cells', () => {
    expect(csvRow([84, -3, null, undefined, 'x'])).toBe('84,-3,,,x\r\n');
  });
});
