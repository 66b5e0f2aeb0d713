// How figures and tables are written, the same in the terminal and in docs/benchmarks.md.

export const count = (value: number) => value.toLocaleString('en-US');
export const times = (value: number) => (value === 1 ? 'once' : `${count(value)} times`);
export const ms = (value: number) => (value < 10 ? value.toFixed(1) : count(Math.round(value)));
export const mb = (value: number) => `${Math.round(value)} MB`;

export function kilobytes(bytes: number): string {
  return bytes < 10_240
    ? `${(bytes / 1024).toFixed(1)} kB`
    : `${count(Math.round(bytes / 1024))} kB`;
}

/** "2 min 05 s", "48 s": how long something took. */
export function duration(seconds: number): string {
  const whole = Math.round(seconds);
  if (whole < 60) return `${whole} s`;
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`;
}

export function markdownTable(header: string[], rows: string[][]): string {
  const line = (cells: string[]) =>
    `| ${cells.map((cell) => cell.replaceAll('|', '\\|')).join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** A table for a terminal: padded columns, no Markdown. */
export function paddedTable(header: string[], rows: string[][]): string {
  const all = [header, ...rows];
  const widths = header.map((_, column) =>
    Math.max(...all.map((row) => (row[column] ?? '').length)),
  );
  return all
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column] as number))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
