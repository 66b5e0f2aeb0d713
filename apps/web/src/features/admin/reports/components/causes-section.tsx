import type { ClassReport } from '@prca/core';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../../components/ui/data-table';
import { useFormat } from '../../../../lib/format';
import { countAndShareCells } from '../../shared/components/figure';
import { ReportSection } from './report-section';

/** The causes the students name most, and how much they say the apprehension affects them. */
export function CausesSection({ report }: { report: ClassReport }) {
  const { t } = useTranslation('reports');
  const { t: survey } = useTranslation('survey');
  const format = useFormat();
  return (
    <ReportSection title={t('causes.heading')} intro={t('causes.intro')}>
      <DataTable
        caption={t('causes.topCaption')}
        headers={[t('causes.cause'), t('causes.students'), t('causes.share')]}
        numeric={[1, 2]}
        rows={report.causes.map((cell) => [
          survey(`options.causes.${cell.cause}`),
          ...countAndShareCells(cell, format),
        ])}
      />
      <DataTable
        caption={t('causes.impactCaption')}
        headers={[t('causes.impact'), t('causes.students'), t('causes.share')]}
        numeric={[1, 2]}
        rows={report.impact.map((cell) => [
          survey(`options.impact.${cell.level}`),
          ...countAndShareCells(cell, format),
        ])}
      />
    </ReportSection>
  );
}
