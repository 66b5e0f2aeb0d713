import type { ReactNode } from 'react';
import { CARD } from './card';

/** Class lists of a table's parts, for tables whose cells hold more than text. */
export const TABLE = 'w-full border-collapse text-left text-sm';
export const TH =
  'border-b border-slate-300 bg-slate-100 px-3 py-2 font-semibold text-slate-900 print:bg-white';
export const TD = 'border-b border-slate-200 px-3 py-2 align-top text-slate-800';
export const NUMERIC = 'text-right tabular-nums';

/** A table's column headers; numeric columns (by index) align right. */
export function ColumnHeaders({
  headers,
  numeric = [],
  wide,
}: {
  headers: readonly ReactNode[];
  numeric?: readonly number[];
  /** The column that takes the spare width (one that draws a bar). */
  wide?: number;
}) {
  return (
    <thead>
      <tr>
        {headers.map((header, column) => (
          <th
            key={column}
            scope="col"
            className={`${TH} ${numeric.includes(column) ? NUMERIC : ''} ${column === wide ? 'w-2/5' : ''}`}
          >
            {header}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/**
 * A box that scrolls sideways on a narrow screen instead of widening the page (WCAG 1.4.10). It
 * takes the focus and has a name, so that keyboard users can scroll it too and screen-reader
 * users hear what they are in (WCAG 2.1.1; axe's scrollable-region-focusable). `relative` keeps
 * visually hidden text (absolutely positioned) inside the box, not out at the page's edge.
 */
export function ScrollRegion({
  label,
  labelledBy,
  className = '',
  children,
}: {
  className?: string;
  children: ReactNode;
} & ({ label: string; labelledBy?: never } | { labelledBy: string; label?: never })) {
  return (
    <div
      role="region"
      aria-label={label}
      aria-labelledby={labelledBy}
      tabIndex={0}
      className={`relative max-w-full overflow-x-auto print:overflow-visible ${className}`}
    >
      {children}
    </div>
  );
}

/** One column of a data table: its header, how it aligns, and what each row shows in it. */
export interface Column<Row> {
  header: string;
  /** What the row shows in this column. */
  cell: (row: Row, index: number) => ReactNode;
  /** Numbers align right, in tabular figures. */
  numeric?: boolean;
}

export interface DataTableProps<Row> {
  caption: string;
  captionHidden?: boolean;
  /** Each column's cells are drawn from the rows, whose type `rows` alone decides. */
  columns: readonly Column<NoInfer<Row>>[];
  rows: readonly Row[];
}

/**
 * A captioned table in a card, a row per entry of `rows` and a column per entry of `columns`.
 * `captionHidden` when the heading just above already says what the caption would (it is still
 * read out with the table).
 */
export function DataTable<Row>({
  caption,
  captionHidden = false,
  columns,
  rows,
}: DataTableProps<Row>) {
  return (
    <ScrollRegion label={caption} className={CARD}>
      <table className={TABLE}>
        <caption
          className={captionHidden ? 'sr-only' : 'mb-2 text-left font-semibold text-slate-800'}
        >
          {caption}
        </caption>
        <ColumnHeaders
          headers={columns.map((column) => column.header)}
          numeric={columns.flatMap((column, index) => (column.numeric ? [index] : []))}
        />
        <tbody>
          {rows.map((row, index) => (
            <tr key={index}>
              {columns.map((column, position) => (
                <td key={position} className={`${TD} ${column.numeric ? NUMERIC : ''}`}>
                  {column.cell(row, index)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** A table named by the heading `labelledBy` points at, scrolling sideways on a narrow phone. */
export function ScrollingTable({
  labelledBy,
  children,
}: {
  labelledBy: string;
  children: ReactNode;
}) {
  return (
    <ScrollRegion
      labelledBy={labelledBy}
      className="rounded-lg border border-slate-200 print:border-slate-400"
    >
      <table aria-labelledby={labelledBy} className={TABLE}>
        {children}
      </table>
    </ScrollRegion>
  );
}
