import { exactCsvRow, UTF8_BOM } from '../csv';
import type { PackageRow, Variable } from './variables';

/**
 * data.csv (one row per response) or change.csv (one per matched pair): a byte-order mark, the
 * variables' names, then the rows, values exact.
 */
export async function* dataCsv<Row = PackageRow>(
  variables: readonly Variable<Row>[],
  rows: AsyncIterable<Row>,
): AsyncGenerator<string> {
  yield UTF8_BOM + exactCsvRow(variables.map((variable) => variable.name));
  for await (const row of rows) yield exactCsvRow(variables.map((variable) => variable.value(row)));
}

/**
 * free_text.csv: the words respondents wrote for "other", by response id, exactly as written.
 * They live apart from data.csv because SPSS and PSPP read a text file line by line: a line
 * break inside a quoted cell would split a response in two there (R reads both files).
 */
export async function* freeTextCsv(
  rows: AsyncIterable<{ id: string; text: string }>,
): AsyncGenerator<string> {
  yield UTF8_BOM + exactCsvRow(['id', 'causes_other_text']);
  for await (const row of rows) yield exactCsvRow([row.id, row.text]);
}
