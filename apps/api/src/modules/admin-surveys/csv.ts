/*
 * A spreadsheet reads a cell that starts with = + - @ (or a tab or carriage return) as a
 * formula. Quoting keeps a text in one cell only for a reader that splits on commas: Excel in
 * a Vietnamese (or other comma-decimal) locale splits on semicolons and ignores quotes that do
 * not open its own cells, so "x;=1+1" there becomes a live formula in the second cell, and a
 * line break inside a text starts a new row. A text pasted into a sheet, or a file imported as
 * tab-separated, is split on its tabs the same way ("ok<tab>=1+1", issue 29). So an apostrophe
 * goes before a trigger at the start of the text and of every part of it after a `;`, a `,`, a
 * tab or a line break (past any spaces or quotes, which such a reader also skips).
 */
const SEPARATOR = /([;,\t\r\n])/;
const TRIGGER_AT_START = /^([ "]*)(?=[=+\-@\t\r])/;

/** A text with every formula trigger a comma- or semicolon-splitting reader would see defused. */
export function defuseFormulas(text: string): string {
  // split() with a captured separator puts the separators at the odd places.
  const defused = text
    .split(SEPARATOR)
    .map((part, index) => (index % 2 === 1 ? part : part.replace(TRIGGER_AT_START, "$1'")))
    .join('');
  // A text that opens with a line break has an empty first part: the break is its trigger.
  return /^[\t\r]/.test(defused) ? `'${defused}` : defused;
}

/**
 * One CSV cell (RFC 4180): a number as it is, a text always quoted (inner quotes doubled)
 * with its formula triggers defused, nothing for a missing value.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  return `"${defuseFormulas(value).replaceAll('"', '""')}"`;
}

/** One CSV record with its CRLF line ending. */
export function csvRow(values: readonly (string | number | null | undefined)[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** Excel reads a UTF-8 file as UTF-8 (Vietnamese intact) only when it starts with this mark. */
export const UTF8_BOM = '\uFEFF';

/**
 * One CSV record with every text exactly as stored (RFC 4180 quoting only, no formula guard):
 * the analysis package's files are read by SPSS, PSPP and R, which never run a cell as a
 * formula, and a researcher's data must not change on its way to them (docs/architecture.md).
 */
export function exactCsvRow(values: readonly (string | number | null | undefined)[]): string {
  const cell = (value: string | number | null | undefined) =>
    value === null || value === undefined
      ? ''
      : typeof value === 'number'
        ? String(value)
        : `"${value.replaceAll('"', '""')}"`;
  return `${values.map(cell).join(',')}\r\n`;
}
