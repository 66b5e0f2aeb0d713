import type { OverviewStats } from '@prca/core';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OverviewState } from '../api/overview-stats';
import { Spinner } from '../components/spinner';
import { SECONDARY_BUTTON } from '../components/styles';
import { formatDuration, trendDirection, useAdminFormat } from './format';

/** The four figures of the overview, or the wait, or the error with its retry. */
export function StatCards({ state, onRetry }: { state: OverviewState; onRetry: () => void }) {
  const { t } = useTranslation('admin');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {t('stats.heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('stats.period')}</p>
      <div className="mt-4">
        {state.status === 'loading' && (
          <p role="status" className="flex items-center gap-2 py-6 text-slate-700">
            <Spinner className="h-5 w-5 text-blue-700" />
            {t('stats.loading')}
          </p>
        )}
        {state.status === 'error' && (
          <div className="flex flex-wrap items-center gap-4 rounded-xl border border-red-200 bg-red-50 p-4">
            <p role="alert" className="font-medium text-red-800">
              {t('stats.error')}
            </p>
            <button type="button" onClick={onRetry} className={SECONDARY_BUTTON}>
              {t('retry')}
            </button>
          </div>
        )}
        {state.status === 'ready' && <StatList stats={state.stats} />}
      </div>
    </section>
  );
}

function StatList({ stats }: { stats: OverviewStats }) {
  const { t } = useTranslation('admin');
  const format = useAdminFormat();
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <StatCard label={t('stats.totalResponses')} value={format.integer(stats.totalResponses)}>
        <Trend change={stats.responsesTrend.change} />
      </StatCard>
      <StatCard label={t('stats.totalUsers')} value={format.integer(stats.totalUsers)}>
        <Trend change={stats.usersTrend.change} />
      </StatCard>
      <StatCard
        label={t('stats.avgCompletionTime')}
        value={formatDuration(stats.avgCompletionTime)}
      >
        <p className="mt-2 text-sm text-slate-700">{t('stats.durationUnit')}</p>
      </StatCard>
      <StatCard label={t('stats.completionRate')} value={format.percent(stats.completionRate)}>
        <p className="mt-2 text-sm text-slate-700">{t('stats.completionRateHint')}</p>
      </StatCard>
    </ul>
  );
}

function StatCard({
  label,
  value,
  children,
}: {
  label: string;
  value: string;
  children: ReactNode;
}) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h3 className="text-sm font-semibold text-slate-700">{label}</h3>
      <p className="mt-2 text-3xl font-bold text-slate-900 tabular-nums">{value}</p>
      {children}
    </li>
  );
}

const TREND_STYLE = {
  up: { arrow: '▲', className: 'text-green-800' },
  down: { arrow: '▼', className: 'text-red-700' },
  flat: { arrow: '■', className: 'text-slate-700' },
} as const;

/** The change on the previous 30 days, said in words: the arrow and colour only repeat it. */
function Trend({ change }: { change: number }) {
  const { t } = useTranslation('admin');
  const format = useAdminFormat();
  const direction = trendDirection(change);
  const { arrow, className } = TREND_STYLE[direction];
  return (
    <p className={`mt-2 text-sm font-medium ${className}`}>
      <span aria-hidden="true">{arrow} </span>
      {t(`stats.trend.${direction}`, { change: format.percent(Math.abs(change)) })}
    </p>
  );
}
