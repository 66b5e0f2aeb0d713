import type { ReactNode } from 'react';
import { CARD } from '../../components/styles';

/** A captioned table; numeric columns (by index) align right. */
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
  const align = (column: number) => (numeric.includes(column) ? 'text-right tabular-nums' : '');
  return (
    <div className={`overflow-x-auto ${CARD}`}>
      <table className="w-full text-sm">
        <caption className="mb-2 text-left font-semibold text-slate-800">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-200">
            {headers.map((header, column) => (
              <th
                key={header}
                scope="col"
                className={`px-2 py-1.5 text-left font-semibold text-slate-700 ${align(column)}`}
              >
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index} className="border-b border-slate-100 last:border-0">
              {row.map((cell, column) => (
                <td key={column} className={`px-2 py-1.5 text-slate-800 ${align(column)}`}>
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

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-4">
      <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
      {children}
    </section>
  );
}
