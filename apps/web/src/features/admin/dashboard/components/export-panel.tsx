import { useTranslation } from 'react-i18next';
import { ExportCard } from '../../components/export-card';

const NO_FILTERS = {};

/** Every response as CSV or JSON. */
export function ExportPanel() {
  const { t } = useTranslation('admin');
  return (
    <ExportCard
      heading={t('export.heading')}
      description={t('export.description')}
      filters={NO_FILTERS}
    />
  );
}
