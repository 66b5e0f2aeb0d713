import type { ClassReport } from '@prca/core';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../../components/ui/data-table';
import { useFormat } from '../../../../lib/format';
import { countAndShareColumns } from '../../shared/components/figure';
import { ReportSection } from './report-section';

/** The causes the students name most, and how much they say the apprehension affects them. */
export function CausesSection({ report }: { report: ClassReport }) {
  const { t } = useTranslation('reports');
  const { t: survey } = useTranslation('survey');
  const format = useFormat();
  const countAndShare = countAndShareColumns(
    { count: t('causes.students'), share: t('causes.share') },
    format,
  );
  return (
    <ReportSection title={t('causes.heading')} intro={t('causes.intro')}>
      <DataTable
        caption={t('causes.topCaption')}
        columns={[
          { header: t('causes.cause'), cell: (cell) => survey(`options.causes.${cell.cause}`) },
          ...countAndShare,
        ]}
        rows={report.causes}
      />
      <DataTable
        caption={t('causes.impactCaption')}
        columns={[
          { header: t('causes.impact'), cell: (cell) => survey(`options.impact.${cell.level}`) },
          ...countAndShare,
        ]}
        rows={report.impact}
      />
    </ReportSection>
  );
}
