import { filtersToQuery } from '@prca/core';
import { useTranslation } from 'react-i18next';
import { ExportCard } from '../../components/export-card';
import { hasFilters } from '../../filters/filter-params';
import { useFilters } from '../../filters/use-filters';

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
