import type { ClassReport } from '@prca/core';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../../components/ui/data-table';
import { useFormat } from '../../../../lib/format';
import { countAndShareCells } from './figure';
import { ReportSection } from './report-section';

/** How many students fall in each report band of the total (24–50, 51–83, 84–120). */
export function LevelsSection({ report }: { report: ClassReport }) {
  const { t } = useTranslation('reports');
  const format = useFormat();
  return (
    <ReportSection title={t('levels.heading')} intro={t('levels.intro')}>
      <DataTable
        caption={t('levels.heading')}
        captionHidden
        headers={[t('levels.level'), t('levels.students'), t('levels.share')]}
        numeric={[1, 2]}
        rows={report.levels.map((cell) => [
          t('levels.band', { level: t(`levels.${cell.level}`), ...cell.range }),
          ...countAndShareCells(cell, format),
        ])}
      />
    </ReportSection>
  );
}
