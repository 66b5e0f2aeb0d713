import { filtersToQuery } from '@prca/core';
import { useTranslation } from 'react-i18next';
import { ExportCard } from '../../shared/components/export-card';
import { hasFilters } from '../../shared/filters/filter-params';
import { useFilters } from '../../shared/filters/use-filters';

/** The responses of the filter bar's subset (every response without filters) as CSV or JSON. */
export function ExportPanel() {
  const { t } = useTranslation('admin');
  const { filters } = useFilters();
  return (
    <ExportCard
      heading={t('export.heading')}
      description={hasFilters(filters) ? t('surveys.export.filtered') : t('export.description')}
      filters={filtersToQuery(filters)}
    />
  );
}
