import type { ReliabilityAnalytics } from '@prca/core';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../../../components/ui/data-table';
import { useFormat } from '../../../../../lib/format';
import { LevelBadge } from '../reliability-badge';

/** Item-total correlations with their reading, and the note on the cut-offs. */
export function ItemAnalysisTable({ items }: { items: ReliabilityAnalytics['itemAnalysis'] }) {
  const { t } = useTranslation('analytics');
  const format = useFormat({ notAvailable: t('notAvailable') });
  return (
    <section aria-labelledby="item-analysis" className="space-y-3">
      <h2 id="item-analysis" className="text-lg font-semibold text-slate-900">
        {t('reliability.itemAnalysis')}
      </h2>
      <DataTable
        caption={t('reliability.itemAnalysisCaption')}
        headers={[
          t('reliability.question'),
          t('reliability.itemTotal'),
          t('reliability.itemReading'),
          t('reliability.alphaIfDeleted'),
        ]}
        numeric={[1, 3]}
        rows={items.map((item) => [
          t('reliability.questionNumber', { number: item.questionNumber }),
          format.decimal(item.itemTotalCorrelation, 3),
          item.interpretation || !item.reason ? (
            <LevelBadge key="badge" level={item.interpretation} />
          ) : (
            t(`itemReasons.${item.reason}`)
          ),
          format.decimal(item.alphaIfDeleted, 3),
        ])}
      />
      <p className="text-sm text-slate-700">{t('reliability.itemNote')}</p>
    </section>
  );
}
