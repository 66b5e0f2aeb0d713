/**
 * Reads CSV as a spreadsheet does (quoted fields, doubled quotes, line breaks inside quotes),
 * with either list separator: `,` (RFC 4180, the export's own) or `;` (Excel in a
 * comma-decimal locale such as Vietnamese), or a tab (a paste, a tab-separated import). As in Excel, a quote is special only where it
 * opens a field, and a line break outside quotes (CRLF, LF or CR) ends the record. Shared by
 * the API and browser tests.
 */
export function parseCsv(text: string, separator: ',' | ';' | '\t' = ','): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let fieldStart = true;
  const endCell = () => {
    row.push(cell);
    cell = '';
    fieldStart = true;
  };
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
      continue;
    }
    if (char === '"' && fieldStart) {
      quoted = true;
      fieldStart = false;
    } else if (char === separator) endCell();
    else if (char === '\r' || char === '\n') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      endCell();
      rows.push(row);
      row = [];
    } else {
      cell += char;
      fieldStart = false;
    }
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}
