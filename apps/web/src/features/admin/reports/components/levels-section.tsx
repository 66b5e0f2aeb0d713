import type { ClassReport } from '@prca/core';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../../components/ui/data-table';
import { useFormat } from '../../../../lib/format';
import { Figure } from './figure';
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
          <Figure key="count" value={cell.count} withheld={cell.withheld}>
            {(count) => format.integer(count)}
          </Figure>,
          <Figure key="share" value={cell.percentage} withheld={cell.withheld}>
            {(percentage) => format.percent(percentage)}
          </Figure>,
        ])}
      />
    </ReportSection>
  );
}
