import { SECTION_IDS, SECTION_TITLES, type SectionId } from './section';

/** A section an earlier run wrote to docs/benchmarks.md, kept by a run that did not measure it. */
export interface KeptSection {
  /** Its Markdown body, opening with the line that says which run measured it. */
  markdown: string;
  /** Its rows of the goals table, cell by cell. */
  goalRows: string[][];
}

const KEPT_NOTE = /^_Not measured by the latest run: kept from the run of [^\n]*_$/m;

/** Cells of one Markdown table line; a `\|` inside a cell is a pipe of its text. */
function cells(line: string): string[] {
  return line
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim().replaceAll('\\|', '|'));
}

/** The text under each `## ` heading of the file. */
function bodies(markdown: string): Map<string, string> {
  const found = new Map<string, string>();
  const parts = markdown.split(/^## /m).slice(1);
  for (const part of parts) {
    const newline = part.indexOf('\n');
    found.set(part.slice(0, newline).trim(), part.slice(newline + 1).trim());
  }
  return found;
}

/**
 * The sections of an earlier docs/benchmarks.md, so that `--only` replaces its own sections and
 * keeps the others' figures (each saying which run measured it) instead of blanking them.
 */
export function readKeptSections(markdown: string): Map<SectionId, KeptSection> {
  const sections = bodies(markdown);
  const date =
    /measured by (?:one run of the command|`npm run bench`)[^\n]*? on (\d{4}-\d{2}-\d{2})/.exec(
      markdown,
    )?.[1];
  const command = /## Command\s+```sh\n([^\n]+)\n```/.exec(markdown)?.[1];
  const goalRows = (sections.get('Goals') ?? '')
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .slice(2)
    .map(cells);
  const kept = new Map<SectionId, KeptSection>();
  for (const id of SECTION_IDS) {
    const body = sections.get(SECTION_TITLES[id]);
    if (!body || body.startsWith('Not measured by this run.')) continue;
    const note =
      KEPT_NOTE.exec(body)?.[0] ??
      `_Not measured by the latest run: kept from the run of ${date ?? 'an unknown date'}` +
        `${command ? ` (\`${command}\`)` : ''}._`;
    kept.set(id, {
      markdown: `${note}\n\n${body.replace(KEPT_NOTE, '').trim()}`,
      goalRows: goalRows.filter((row) => row[0] === SECTION_TITLES[id]).map((row) => row.slice(1)),
    });
  }
  return kept;
}

/** The title of the hand-written section that every run carries over unchanged. */
export const BY_HAND_TITLE = 'Measured by hand';

/** The body of the "Measured by hand" section of an earlier docs/benchmarks.md, if any. */
export function readByHandSection(markdown: string): string | undefined {
  return bodies(markdown).get(BY_HAND_TITLE);
}
