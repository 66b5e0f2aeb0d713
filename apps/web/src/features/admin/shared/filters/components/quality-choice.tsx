import { QUALITY_FILTERS, type AnalyticsFilters, type QualityFilter } from '@prca/core';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../../../components/ui/text-field';
import { useFormat } from '../../../../../lib/format';
import { useOverviewStats } from '../../api/get-overview-stats';

/**
 * Which responses by their data-quality flags (issue 17): all, only unflagged or only flagged.
 * Below it, how many responses the choice leaves out of those the other filters choose (the
 * overview counts every choice), so that nobody reads a figure without knowing what it lost.
 */
export function QualityChoice({
  filters,
  onChange,
}: {
  filters: AnalyticsFilters;
  onChange: (quality: QualityFilter | undefined) => void;
}) {
  const { t } = useTranslation('filters');
  const format = useFormat();
  const overview = useOverviewStats();
  const choice = filters.quality ?? 'all';
  const counts = overview.isPlaceholderData ? undefined : overview.data?.quality.byChoice;
  const left = counts ? counts.all - counts[choice] : undefined;
  const hint =
    counts === undefined || left === undefined
      ? undefined
      : choice === 'all'
        ? t('quality.flaggedKept', {
            count: counts.flagged,
            formatted: format.integer(counts.flagged),
          })
        : t('quality.leavesOut', {
            count: left,
            formatted: format.integer(left),
            total: format.integer(counts.all),
          });
  return (
    <SelectField
      label={t('quality.label')}
      hint={hint}
      value={choice}
      onChange={(event) => {
        const value = event.target.value as QualityFilter;
        onChange(value === 'all' ? undefined : value);
      }}
    >
      {QUALITY_FILTERS.map((value) => (
        <option key={value} value={value}>
          {t(`quality.choice.${value}`)}
        </option>
      ))}
    </SelectField>
  );
}
