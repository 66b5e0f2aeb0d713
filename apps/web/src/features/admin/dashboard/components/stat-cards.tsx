import type { OverviewStats } from '@prca/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { FailureBox } from '../../../../components/ui/feedback';
import { Spinner } from '../../../../components/ui/spinner';
import { formatDuration, useFormat } from '../../../../lib/format';
import { StatCard, StatGrid } from '../../shared/components/stat-card';
import { useOverviewStats } from '../../shared/api/get-overview-stats';
import { trendDirection } from '../trend-direction';
import { FlagCounts } from './flag-counts';

/** The four figures of the overview, or the wait, or the error with its retry. */
export function StatCards() {
  const { t } = useTranslation('admin');
  const headingId = useId();
  const overview = useOverviewStats();
  // Figures kept from an earlier visit show while the new ones load.
  const failed = overview.isError && !overview.isFetching;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {t('stats.heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('stats.period')}</p>
      <div className="mt-4">
        {overview.data && !failed ? (
          <>
            <StatList stats={overview.data} />
            <FlagCounts quality={overview.data.quality} />
          </>
        ) : failed ? (
          <FailureBox
            message={t('stats.error')}
            action={
              <Button variant="secondary" onClick={() => void overview.refetch()}>
                {t('retry')}
              </Button>
            }
          />
        ) : (
          <p role="status" className="flex items-center gap-2 py-6 text-slate-700">
            <Spinner className="h-5 w-5 text-blue-700" />
            {t('stats.loading')}
          </p>
        )}
      </div>
    </section>
  );
}

const NONE = '—';

function StatList({ stats }: { stats: OverviewStats }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  return (
    <StatGrid>
      <StatCard
        label={t('stats.totalResponses')}
        value={format.integer(stats.totalResponses)}
        note={<Trend change={stats.responsesTrend.change} />}
      />
      {/* The respondents' sign-in accounts, not admin accounts nor every student (issue 31). */}
      <StatCard
        label={t('stats.totalUsers')}
        value={format.integer(stats.totalUsers)}
        note={<Trend change={stats.usersTrend.change} />}
      />
      {/* Nothing measured is a dash with its reason, never a 0 that reads like a finding. */}
      <StatCard
        label={t('stats.avgCompletionTime')}
        value={stats.avgCompletionTime === null ? NONE : formatDuration(stats.avgCompletionTime)}
        note={t(stats.avgCompletionTime === null ? 'statsUnmeasured.noTime' : 'stats.durationUnit')}
      />
      <StatCard
        label={t('stats.completionRate')}
        value={stats.completionRate === null ? NONE : format.percent(stats.completionRate)}
        note={t(
          stats.completionRate === null ? 'statsUnmeasured.noSession' : 'stats.completionRateHint',
        )}
      />
    </StatGrid>
  );
}

const TREND_STYLE = {
  up: { arrow: '▲', className: 'text-green-800' },
  down: { arrow: '▼', className: 'text-red-700' },
  flat: { arrow: '■', className: 'text-slate-700' },
  new: { arrow: '', className: 'text-slate-700' },
} as const;

/** The change on the previous 30 days, said in words: the arrow and colour only repeat it. */
function Trend({ change }: { change: number | null }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const direction = trendDirection(change);
  const { arrow, className } = TREND_STYLE[direction];
  return (
    <p className={`font-medium ${className}`}>
      {arrow && <span aria-hidden="true">{arrow} </span>}
      {t(`stats.trend.${direction}`, { change: format.percent(Math.abs(change ?? 0)) })}
    </p>
  );
}
