import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../../lib/format';
import { useOverviewStats } from '../../api/get-overview-stats';
import { hasFilters } from '../filter-params';
import { useFilterDescription } from '../use-filter-description';
import { useFilters } from '../use-filters';

/**
 * The sentence above the figures that says which responses they count ("Showing 1,204
 * responses: THPT Lê Hồng Phong, wave 2, grade 10"), so that no figure is read for the wrong
 * subset. Announced politely when the filters change.
 */
export function FilterSummary() {
  const { t } = useTranslation('filters');
  const format = useFormat();
  const { filters } = useFilters();
  const overview = useOverviewStats();
  const described = useFilterDescription();
  const count = overview.isPlaceholderData ? undefined : overview.data?.totalResponses;

  return (
    <p role="status" className="rounded-lg bg-blue-50 px-4 py-3 font-medium text-slate-900">
      {count === undefined
        ? described
          ? t('summary.loading', { filters: described })
          : t('summary.loadingAll')
        : t(hasFilters(filters) ? 'summary.filtered' : 'summary.all', {
            count,
            formatted: format.integer(count),
            filters: described,
          })}
    </p>
  );
}
