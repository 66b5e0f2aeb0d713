import { ANSWER_VALUES, CATEGORIES, type ItemsAnalytics } from '@prca/core';
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

type Item = ItemsAnalytics['items'][number];

function ItemsReport({ data }: { data: ItemsAnalytics }) {
  const { t } = useTranslation(['statistics', 'analytics']);
  const format = useFormat({ notAvailable: t('analytics:notAvailable') });
  const question = (n: number) => t('items.question', { number: n });
  return (
    <div className="space-y-6" data-testid="items">
      <MethodWarnings warnings={data.warnings} />
      <DataTable
        caption={t('items.caption', { n: data.sampleSize })}
        columns={[
          {
            header: t('items.questionHeader'),
            cell: (item) =>
              `${question(item.questionNumber)} (${t(`analytics:categories.${item.category}`)})`,
          },
          { header: t('mean'), numeric: true, cell: (item) => format.decimal(item.mean, 2) },
          { header: t('sd'), numeric: true, cell: (item) => format.decimal(item.sd, 2) },
          { header: t('items.skew'), numeric: true, cell: (item) => format.decimal(item.skew, 3) },
          {
            header: t('items.kurtosis'),
            numeric: true,
            cell: (item) => format.decimal(item.kurtosis, 3),
          },
          ...ANSWER_VALUES.map((answer, position) => ({
            header: t('items.answerShare', { answer }),
            numeric: true,
            cell: (item: Item) => {
              const share = item.responseFreq?.[position];
              return share === undefined
                ? t('analytics:notAvailable')
                : format.percent(share * 100);
            },
          })),
          {
            header: t('items.itemTotal'),
            numeric: true,
            cell: (item) => format.decimal(item.correctedItemTotalCorrelation, 3),
          },
          {
            header: t('items.itemContext'),
            numeric: true,
            cell: (item) => format.decimal(item.subscaleCorrectedItemTotalCorrelation, 3),
          },
          {
            header: t('items.flag'),
            cell: (item) => (item.possiblyMiskeyed ? t('items.miskeyed') : ''),
          },
        ]}
        rows={data.items}
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
