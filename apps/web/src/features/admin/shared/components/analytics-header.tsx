import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LINK } from '../../../../components/ui/link';
import { FilterBar } from '../filters/components/filter-bar';
import { FilterSummary } from '../filters/components/filter-summary';
import { filterSearch } from '../filters/filter-params';
import { useFilters } from '../filters/use-filters';

/** The analytics screens, each a link the others show. */
const SCREENS = {
  analytics: { path: '/admin/analytics', label: 'reliability.back' },
  reliability: { path: '/admin/analytics/reliability', label: 'toReliability' },
  statistics: { path: '/admin/analytics/statistics', label: 'toStatistics' },
} as const;

type Screen = keyof typeof SCREENS;

/**
 * The top of an analytics screen: links to the other analytics screens, which keep the
 * filters, so that a figure is read on the next screen for the same responses; then the shared
 * filter bar and the sentence that says which responses the figures count.
 */
export function AnalyticsHeader({ links }: { links: readonly Screen[] }) {
  const { t } = useTranslation('analytics');
  const search = filterSearch(useFilters().filters);
  return (
    <>
      <nav aria-label={t('related')} className="mb-6 flex flex-wrap gap-4">
        {links.map((screen) => (
          <Link
            key={screen}
            to={`${SCREENS[screen].path}${search ? `?${search}` : ''}`}
            className={LINK}
          >
            {t(SCREENS[screen].label)}
          </Link>
        ))}
      </nav>
      <div className="mb-6 space-y-4">
        <FilterBar />
        <FilterSummary />
      </div>
    </>
  );
}
