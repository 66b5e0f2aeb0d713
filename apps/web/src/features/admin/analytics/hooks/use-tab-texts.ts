import type { Gender } from '@prca/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../lib/format';

/**
 * The survey's own words for its answers (grade, gender, causes …), and the figures in the
 * current language's style, for the tabs.
 */
export function useTabTexts() {
  const { t } = useTranslation(['analytics', 'survey']);
  const format = useFormat({ notAvailable: t('analytics:notAvailable') });
  const option = (group: string, value: string) => t(`survey:options.${group}.${value}`);
  const genders = (breakdown: readonly { gender: Gender; count: number; percentage: number }[]) =>
    breakdown
      .map(
        (entry) =>
          `${option('gender', entry.gender)}: ${format.integer(entry.count)} (${format.percent(entry.percentage)})`,
      )
      .join('; ');
  return { t, format, option, genders };
}
