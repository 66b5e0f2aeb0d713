import { createContext, useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../../components/ui/data-table';
import type { Format } from '../../../../lib/format';

/** The minimum group size the report was computed with, for the withheld cells' wording. */
export const MinimumGroupContext = createContext(0);

/**
 * A figure of the report, or, when the server withheld it (computed on fewer responses than
 * the minimum group size, issue 19), the sentence that says so with the real minimum.
 */
export function Figure({
  value,
  withheld,
  children,
}: {
  value: number | null;
  withheld: boolean;
  children: (value: number) => ReactNode;
}) {
  const { t } = useTranslation('reports');
  const minimum = useContext(MinimumGroupContext);
  if (withheld || value === null) {
    return (
      <span className="text-slate-700 italic">
        {withheld ? t('withheld', { count: minimum }) : t('notAvailable')}
      </span>
    );
  }
  return <>{children(value)}</>;
}

/** A breakdown cell of the report: how many students, and their share of the responses. */
interface CountAndShare {
  count: number | null;
  percentage: number | null;
  withheld: boolean;
}

/** The "students" and "share" columns of a breakdown, each cell withheld where the server did. */
export function countAndShareColumns(
  headers: { count: string; share: string },
  format: Format,
): Column<CountAndShare>[] {
  return [
    {
      header: headers.count,
      numeric: true,
      cell: (cell) => (
        <Figure value={cell.count} withheld={cell.withheld}>
          {(count) => format.integer(count)}
        </Figure>
      ),
    },
    {
      header: headers.share,
      numeric: true,
      cell: (cell) => (
        <Figure value={cell.percentage} withheld={cell.withheld}>
          {(percentage) => format.percent(percentage)}
        </Figure>
      ),
    },
  ];
}
