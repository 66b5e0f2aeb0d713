import type { ReliabilityAnalytics } from '@prca/core';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../../../components/ui/data-table';
import { useFormat } from '../../../../../lib/format';
import { LevelBadge } from '../reliability-badge';
import { ReliabilitySection } from './reliability-section';

/** Item-total correlations with their reading, and the note on the cut-offs. */
export function ItemAnalysisTable({ items }: { items: ReliabilityAnalytics['itemAnalysis'] }) {
  const { t } = useTranslation('analytics');
  const format = useFormat({ notAvailable: t('notAvailable') });
  return (
    <ReliabilitySection id="item-analysis" title={t('reliability.itemAnalysis')}>
      <DataTable
        caption={t('reliability.itemAnalysisCaption')}
        columns={[
          {
            header: t('reliability.question'),
            cell: (item) => t('reliability.questionNumber', { number: item.questionNumber }),
          },
          {
            header: t('reliability.itemTotal'),
            numeric: true,
            cell: (item) => format.decimal(item.itemTotalCorrelation, 3),
          },
          {
            header: t('reliability.itemReading'),
            cell: (item) =>
              item.interpretation || !item.reason ? (
                <LevelBadge level={item.interpretation} />
              ) : (
                t(`itemReasons.${item.reason}`)
              ),
          },
          {
            header: t('reliability.alphaIfDeleted'),
            numeric: true,
            cell: (item) => format.decimal(item.alphaIfDeleted, 3),
          },
        ]}
        rows={items}
      />
      <p className="text-sm text-slate-700">{t('reliability.itemNote')}</p>
    </ReliabilitySection>
  );
}
