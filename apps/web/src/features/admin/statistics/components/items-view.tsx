import { CATEGORIES, type ItemsAnalytics } from '@prca/core';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../../components/ui/data-table';
import { useFormat } from '../../../../lib/format';
import { EmptyNote } from '../../analytics/components/empty-note';
import { LoadingLine } from '../../components/load-state';
import { useAnalytics } from '../../analytics/api/get-analytics';
import { CorrelationHeatMap } from './correlation-heat-map';
import { MethodWarnings } from './method-warnings';
import { StatisticsFailure } from './statistics-failure';

export function ItemsView() {
  const { t } = useTranslation('analytics');
  const { data, isFetching, isError, refetch } = useAnalytics('items');
  if (isFetching && !data) return <LoadingLine />;
  if (isError && !isFetching) return <StatisticsFailure onRetry={() => void refetch()} />;
  if (!data) return null;
  if (data.sampleSize === 0) return <EmptyNote>{t('statistics.noData')}</EmptyNote>;
  return <ItemsReport data={data} />;
}

function ItemsReport({ data }: { data: ItemsAnalytics }) {
  const { t } = useTranslation('analytics');
  const format = useFormat({ notAvailable: t('notAvailable') });
  const question = (n: number) => t('statistics.items.question', { number: n });
  return (
    <div className="space-y-6" data-testid="items">
      <MethodWarnings warnings={data.warnings} />
      <DataTable
        caption={t('statistics.items.caption', { n: data.sampleSize })}
        headers={[
          t('statistics.items.questionHeader'),
          t('statistics.mean'),
          t('statistics.sd'),
          t('statistics.items.skew'),
          t('statistics.items.kurtosis'),
          ...[1, 2, 3, 4, 5].map((answer) => t('statistics.items.answerShare', { answer })),
          t('statistics.items.itemTotal'),
          t('statistics.items.itemContext'),
          t('statistics.items.flag'),
        ]}
        numeric={[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]}
        rows={data.items.map((item) => [
          `${question(item.questionNumber)} (${t(`categories.${item.category}`)})`,
          format.decimal(item.mean, 2),
          format.decimal(item.sd, 2),
          format.decimal(item.skew, 3),
          format.decimal(item.kurtosis, 3),
          ...(item.responseFreq ?? [null, null, null, null, null]).map((share) =>
            share === null ? t('notAvailable') : format.percent(share * 100),
          ),
          format.decimal(item.correctedItemTotalCorrelation, 3),
          format.decimal(item.subscaleCorrectedItemTotalCorrelation, 3),
          item.possiblyMiskeyed ? t('statistics.items.miskeyed') : '',
        ])}
      />
      <p className="text-sm text-slate-700">{t('statistics.items.note')}</p>
      <CorrelationHeatMap
        id="item-correlations"
        title={t('statistics.items.correlations')}
        labels={data.items.map((item) => `Q${item.questionNumber}`)}
        matrix={data.correlations}
      />
      <CorrelationHeatMap
        id="context-correlations"
        title={t('statistics.items.subscaleCorrelations')}
        labels={CATEGORIES.map((category) => t(`categories.${category}`))}
        matrix={CATEGORIES.map((row) =>
          CATEGORIES.map((column) => data.subscaleCorrelations[row][column]),
        )}
      />
    </div>
  );
}
