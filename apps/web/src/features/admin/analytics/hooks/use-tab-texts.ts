import type { Gender } from '@prca/core';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../../components/ui/data-table';
import { useFormat } from '../../../../lib/format';

interface Counted {
  count: number;
  percentage: number;
}

/**
 * The survey's own words for its answers (grade, gender, causes …), and the figures in the
 * current language's style, for the tabs.
 */
export function useTabTexts() {
  const { t } = useTranslation(['analytics', 'survey']);
  const format = useFormat({ notAvailable: t('analytics:notAvailable') });
  const option = (group: string, value: string) => t(`survey:options.${group}.${value}`);
  /** A count and its percentage as two table columns. */
  const countColumns: readonly Column<Counted>[] = [
    { header: t('table.count'), numeric: true, cell: (row) => format.integer(row.count) },
    { header: t('table.percentage'), numeric: true, cell: (row) => format.percent(row.percentage) },
  ];
  /** A count with its percentage in brackets, in one line. */
  const share = ({ count, percentage }: Counted) =>
    `${format.integer(count)} (${format.percent(percentage)})`;
  /** A group's genders, each with its count and percentage, in one cell. */
  const genderColumn: Column<{ genderBreakdown: readonly (Counted & { gender: Gender })[] }> = {
    header: t('table.genderBreakdown'),
    cell: (row) =>
      row.genderBreakdown
        .map((entry) => `${option('gender', entry.gender)}: ${share(entry)}`)
        .join('; '),
  };
  return { t, format, option, countColumns, genderColumn, share };
}
