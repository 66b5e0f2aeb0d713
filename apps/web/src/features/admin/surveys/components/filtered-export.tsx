import { useTranslation } from 'react-i18next';
import { ExportCard } from '../../shared/components/export-card';
import { filtersToParams, type SurveyFilters } from '../survey-filters';

/** The responses that match the filters, as CSV, JSON or an analysis package. */
export function FilteredExport({ filters }: { filters: SurveyFilters }) {
  const { t } = useTranslation('admin');
  const applied = Object.fromEntries(filtersToParams(filters));
  const filtered = Object.keys(applied).length > 0;
  return (
    <ExportCard
      heading={t('surveys.export.heading')}
      description={t(filtered ? 'surveys.export.filtered' : 'surveys.export.all')}
      filters={applied}
    />
  );
}
