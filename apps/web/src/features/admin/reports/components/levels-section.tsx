import { TOTAL_INTERPRETATION, type ClassReport } from '@prca/core';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../../components/ui/data-table';
import { useFormat } from '../../../../lib/format';
import { countAndShareColumns } from '../../shared/components/figure';
import { ReportSection } from './report-section';

/**
 * How many students are at each level of the total (24–50, 51–80, 81–120): the level each
 * student was told, so a teacher never reads "trung bình" for a student told "cao".
 */
export function LevelsSection({ report }: { report: ClassReport }) {
  const { t } = useTranslation('reports');
  const format = useFormat();
  return (
    <ReportSection
      title={t('levels.heading')}
      intro={t('levels.intro', {
        high: TOTAL_INTERPRETATION.highAbove,
        low: TOTAL_INTERPRETATION.lowBelow,
      })}
    >
      <DataTable
        caption={t('levels.heading')}
        captionHidden
        columns={[
          {
            header: t('levels.level'),
            cell: (cell) => t('levels.band', { level: t(`levels.${cell.level}`), ...cell.range }),
          },
          ...countAndShareColumns(
            { count: t('levels.students'), share: t('levels.share') },
            format,
          ),
        ]}
        rows={report.levels}
      />
    </ReportSection>
  );
}
