// A cell that a spreadsheet would read as a formula (or as a control character) is prefixed
// with an apostrophe, so an exported free text such as "=HYPERLINK(…)" stays text.
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One CSV cell (RFC 4180): quoted when it must be, inner quotes doubled, formulas defused. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV record with its CRLF line ending. */
export function csvRow(values: readonly (string | number | null | undefined)[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** Excel reads a UTF-8 file as UTF-8 (Vietnamese intact) only when it starts with this mark. */
export const UTF8_BOM = '\uFEFF';
