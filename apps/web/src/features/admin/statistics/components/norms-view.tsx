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
        headers={[
          t('compare.score'),
          'n',
          t('norms.studyMean'),
          t('norms.studySd'),
          t('norms.normMean'),
          t('norms.normSd'),
          't',
          'df',
          'p',
          t('norms.cohensD'),
        ]}
        numeric={[1, 2, 3, 4, 5, 6, 7, 8, 9]}
        rows={PRCA24_SCORES.map((score) => {
          const row = data.scores[score];
          return [
            t(`scores.${score}`),
            format.integer(row.n),
            format.decimal(row.mean, 1),
            format.decimal(row.sd, 1),
            format.decimal(row.normMean, 1),
            format.decimal(row.normSd, 1),
            format.decimal(row.t, 2),
            degrees(format, row.df),
            format.pValue(row.p),
            format.decimal(row.cohensD, 3),
          ];
        })}
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
