/**
 * The information sheet is plain text that a superadmin edits, read by the survey, the
 * codebook and docs: blocks separated by a blank line; a block starting with "# " is a heading,
 * a block whose lines start with "- " a list, any other block a paragraph. No markup is
 * interpreted, so an edited sheet can never put HTML on a student's screen.
 *
 * `{{retentionDays}}` stands for the days a guest's results are kept (a setting), so that the
 * sheet never states a figure the settings no longer hold.
 */
export type SheetBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] };

export const SHEET_TEXT_MAX_LENGTH = 8000;

export function sheetBlocks(text: string, values: { retentionDays: number }): SheetBlock[] {
  const filled = text.replaceAll('{{retentionDays}}', String(values.retentionDays));
  return filled
    .replaceAll('\r\n', '\n')
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block !== '')
    .map((block): SheetBlock => {
      if (block.startsWith('# ')) return { kind: 'heading', text: block.slice(2).trim() };
      const lines = block.split('\n').map((line) => line.trim());
      if (lines.every((line) => line.startsWith('- '))) {
        return { kind: 'list', items: lines.map((line) => line.slice(2).trim()) };
      }
      return { kind: 'paragraph', text: lines.join(' ') };
    });
}
