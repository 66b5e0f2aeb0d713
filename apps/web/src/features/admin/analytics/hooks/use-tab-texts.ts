import type { Gender } from '@prca/core';
import { useTranslation } from 'react-i18next';
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
  /** A count and its percentage as two table cells. */
  const countCells = ({ count, percentage }: Counted) => [
    format.integer(count),
    format.percent(percentage),
  ];
  /** A count with its percentage in brackets, in one line. */
  const share = ({ count, percentage }: Counted) =>
    `${format.integer(count)} (${format.percent(percentage)})`;
  const genders = (breakdown: readonly (Counted & { gender: Gender })[]) =>
    breakdown.map((entry) => `${option('gender', entry.gender)}: ${share(entry)}`).join('; ');
  return { t, format, option, countCells, share, genders };
}
