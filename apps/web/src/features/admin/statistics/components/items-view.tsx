import { CATEGORIES, type ItemsAnalytics } from '@prca/core';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../../components/ui/data-table';
import { useFormat } from '../../../../lib/format';
import { EmptyNote } from '../../shared/components/empty-note';
import { LoadingLine } from '../../shared/components/load-state';
import { useAnalytics } from '../../shared/api/get-analytics';
import { CorrelationHeatMap } from './correlation-heat-map';
import { MethodWarnings } from '../../shared/components/method-warnings';
import { StatisticsFailure } from './statistics-failure';

export function ItemsView() {
  const { t } = useTranslation('statistics');
  const { data, isFetching, isError, refetch } = useAnalytics('items');
  if (isFetching && !data) return <LoadingLine />;
  if (isError && !isFetching) return <StatisticsFailure onRetry={() => void refetch()} />;
  if (!data) return null;
  if (data.sampleSize === 0) return <EmptyNote>{t('noData')}</EmptyNote>;
  return <ItemsReport data={data} />;
}

function ItemsReport({ data }: { data: ItemsAnalytics }) {
  const { t } = useTranslation(['statistics', 'analytics']);
  const format = useFormat({ notAvailable: t('analytics:notAvailable') });
  const question = (n: number) => t('items.question', { number: n });
  return (
    <div className="space-y-6" data-testid="items">
      <MethodWarnings warnings={data.warnings} />
      <DataTable
        caption={t('items.caption', { n: data.sampleSize })}
        headers={[
          t('items.questionHeader'),
          t('mean'),
          t('sd'),
          t('items.skew'),
          t('items.kurtosis'),
          ...[1, 2, 3, 4, 5].map((answer) => t('items.answerShare', { answer })),
          t('items.itemTotal'),
          t('items.itemContext'),
          t('items.flag'),
        ]}
        numeric={[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]}
        rows={data.items.map((item) => [
          `${question(item.questionNumber)} (${t(`analytics:categories.${item.category}`)})`,
          format.decimal(item.mean, 2),
          format.decimal(item.sd, 2),
          format.decimal(item.skew, 3),
          format.decimal(item.kurtosis, 3),
          ...(item.responseFreq ?? [null, null, null, null, null]).map((share) =>
            share === null ? t('analytics:notAvailable') : format.percent(share * 100),
          ),
          format.decimal(item.correctedItemTotalCorrelation, 3),
          format.decimal(item.subscaleCorrectedItemTotalCorrelation, 3),
          item.possiblyMiskeyed ? t('items.miskeyed') : '',
        ])}
      />
      <p className="text-sm text-slate-700">{t('items.note')}</p>
      <CorrelationHeatMap
        id="item-correlations"
        title={t('items.correlations')}
        labels={data.items.map((item) => `Q${item.questionNumber}`)}
        matrix={data.correlations}
      />
      <CorrelationHeatMap
        id="context-correlations"
        title={t('items.subscaleCorrelations')}
        labels={CATEGORIES.map((category) => t(`analytics:categories.${category}`))}
        matrix={CATEGORIES.map((row) =>
          CATEGORIES.map((column) => data.subscaleCorrelations[row][column]),
        )}
      />
    </div>
  );
}
