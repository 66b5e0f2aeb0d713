import { PRCA24_SCORES } from '@prca/core';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../../components/ui/data-table';
import { LINK } from '../../../../components/ui/link';
import { useFormat } from '../../../../lib/format';
import { LoadingLine } from '../../shared/components/load-state';
import { useAnalytics } from '../../shared/api/get-analytics';
import { degrees } from './compare-view';
import { StatisticsFailure } from './statistics-failure';

export function NormsView() {
  const { t } = useTranslation(['statistics', 'analytics']);
  const format = useFormat({ notAvailable: t('analytics:notAvailable') });
  const { data, isFetching, isError, refetch } = useAnalytics('norms');
  if (isFetching && !data) return <LoadingLine />;
  if (isError && !isFetching) return <StatisticsFailure onRetry={() => void refetch()} />;
  if (!data) return null;
  return (
    <div className="space-y-4" data-testid="norms">
      <DataTable
        caption={t('norms.caption')}
        columns={[
          { header: t('compare.score'), cell: ({ score }) => t(`scores.${score}`) },
          { header: 'n', numeric: true, cell: ({ stats }) => format.integer(stats.n) },
          {
            header: t('norms.studyMean'),
            numeric: true,
            cell: ({ stats }) => format.decimal(stats.mean, 1),
          },
          {
            header: t('norms.studySd'),
            numeric: true,
            cell: ({ stats }) => format.decimal(stats.sd, 1),
          },
          {
            header: t('norms.normMean'),
            numeric: true,
            cell: ({ stats }) => format.decimal(stats.normMean, 1),
          },
          {
            header: t('norms.normSd'),
            numeric: true,
            cell: ({ stats }) => format.decimal(stats.normSd, 1),
          },
          { header: 't', numeric: true, cell: ({ stats }) => format.decimal(stats.t, 2) },
          { header: 'df', numeric: true, cell: ({ stats }) => degrees(format, stats.df) },
          { header: 'p', numeric: true, cell: ({ stats }) => format.pValue(stats.p) },
          {
            header: t('norms.cohensD'),
            numeric: true,
            cell: ({ stats }) => format.decimal(stats.cohensD, 3),
          },
        ]}
        rows={PRCA24_SCORES.map((score) => ({ score, stats: data.scores[score] }))}
      />
      {data.scores.total.reason && (
        <p className="text-sm text-slate-700">{t(`reasons.${data.scores.total.reason}`)}</p>
      )}
      <p className="text-sm text-slate-700">
        {t('norms.source')}{' '}
        <a href={data.source.url} className={LINK} rel="noreferrer" target="_blank">
          {data.source.author}, “{data.source.title}”
        </a>
        . {t('norms.note')}
      </p>
    </div>
  );
}
