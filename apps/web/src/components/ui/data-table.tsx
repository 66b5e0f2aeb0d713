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

/** A captioned table in a card; numeric columns (by index) align right. */
export function DataTable({
  caption,
  headers,
  rows,
  numeric = [],
}: {
  caption: string;
  headers: readonly string[];
  rows: readonly (readonly ReactNode[])[];
  numeric?: readonly number[];
}) {
  const align = (column: number) => (numeric.includes(column) ? NUMERIC : '');
  return (
    <div className={`overflow-x-auto ${CARD}`}>
      <table className={TABLE}>
        <caption className="mb-2 text-left font-semibold text-slate-800">{caption}</caption>
        <ColumnHeaders headers={headers} numeric={numeric} />
        <tbody>
          {rows.map((row, index) => (
            <tr key={index}>
              {row.map((cell, column) => (
                <td key={column} className={`${TD} ${align(column)}`}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A table that scrolls sideways on a narrow phone instead of overflowing the page, named by
 * the heading `labelledBy` points at; the scrolling box takes the focus so that keyboard users
 * can scroll it too.
 */
export function ScrollingTable({
  labelledBy,
  children,
}: {
  labelledBy: string;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-labelledby={labelledBy}
      tabIndex={0}
      className="overflow-x-auto rounded-lg border border-slate-200 print:overflow-visible print:border-slate-400"
    >
      <table aria-labelledby={labelledBy} className={TABLE}>
        {children}
      </table>
    </div>
  );
}
