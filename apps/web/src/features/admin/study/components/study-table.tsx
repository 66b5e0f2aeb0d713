import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NUMERIC, TABLE, TD, TH } from '../../../../components/ui/data-table';

/** A column after the name: its header, its cell, and whether it holds a count. */
export interface StudyColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  numeric?: boolean;
  /** Classes for the cell (a code in a monospace face, say). */
  className?: string;
}

/**
 * A table of schools, waves or classes: each row headed by its name (what a screen reader says
 * first on every cell), the columns given, and the row's actions in the last column, whose
 * header only screen readers read.
 */
export function StudyTable<T extends { id: string; name: string }>({
  nameHeader,
  columns,
  rows,
  actions,
}: {
  nameHeader: string;
  columns: readonly StudyColumn<T>[];
  rows: readonly T[];
  actions: (row: T) => ReactNode;
}) {
  const { t } = useTranslation('study');
  const numeric = (column: StudyColumn<T>) => (column.numeric ? NUMERIC : '');
  return (
    <div className="relative overflow-x-auto">
      <table className={TABLE}>
        <thead>
          <tr>
            <th scope="col" className={TH}>
              {nameHeader}
            </th>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={`${TH} ${numeric(column)}`}>
                {column.header}
              </th>
            ))}
            <th scope="col" className={TH}>
              <span className="sr-only">{t('columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row" className={`${TD} font-semibold`}>
                {row.name}
              </th>
              {columns.map((column) => (
                <td
                  key={column.header}
                  className={`${TD} ${numeric(column)} ${column.className ?? ''}`}
                >
                  {column.cell(row)}
                </td>
              ))}
              <td className={TD}>
                <div className="flex flex-wrap items-center gap-2">{actions(row)}</div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
