import type { EngagementAnalytics } from '@prca/core';
import { BarChart } from '../../../../../components/ui/bar-chart';
import { DataTable } from '../../../../../components/ui/data-table';
import { formatDuration } from '../../../../../lib/format';
import { StatCard, StatGrid } from '../../../components/stat-card';
import { useTabTexts } from '../../hooks/use-tab-texts';
import { Section } from '../section';
import { TabContent } from './tab-content';

export function EngagementTab() {
  return (
    <TabContent endpoint="engagement" isEmpty={(data) => data.completionRates.started === 0}>
      {(data) => <Engagement data={data} />}
    </TabContent>
  );
}

function Engagement({ data }: { data: EngagementAnalytics }) {
  const { t, format } = useTabTexts();
  const { completionRates: rates, timeMetrics: times } = data;
  const duration = (seconds: number | null) =>
    seconds === null ? t('notAvailable') : formatDuration(seconds);
  return (
    <>
      <StatGrid>
        <StatCard label={t('engagement.started')} value={format.integer(rates.started)} />
        <StatCard
          label={t('engagement.completed')}
          value={format.integer(rates.completed)}
          note={t('engagement.rate', { percent: format.percent(rates.completionRate) })}
        />
        <StatCard label={t('engagement.abandoned')} value={format.integer(rates.abandoned)} />
        <StatCard label={t('engagement.inProgress')} value={format.integer(rates.inProgress)} />
        <StatCard label={t('engagement.average')} value={duration(times.averageTime)} />
        <StatCard label={t('engagement.median')} value={duration(times.medianTime)} />
        <StatCard label={t('engagement.fastest')} value={duration(times.fastestCompletion)} />
        <StatCard label={t('engagement.slowest')} value={duration(times.slowestCompletion)} />
      </StatGrid>
      <p className="text-sm text-slate-700">{t('engagement.timesNote')}</p>
      <Section title={t('engagement.dropoff')}>
        <div className="grid gap-6 lg:grid-cols-2">
          {/* Rates are small (a few percent): scaled to the largest, the curve shows where people leave. */}
          <BarChart
            title={t('engagement.dropoff')}
            titleHidden
            bars={data.dropoffPoints.map((point) => ({
              label: t('engagement.question', { number: point.question }),
              value: point.dropoffRate,
              display: format.percent(point.dropoffRate),
            }))}
          />
          <DataTable
            caption={t('engagement.dropoff')}
            captionHidden
            headers={[
              t('engagement.questionHeader'),
              t('engagement.reached'),
              t('engagement.dropped'),
              t('engagement.dropoffRate'),
            ]}
            numeric={[1, 2, 3]}
            rows={data.dropoffPoints.map((point) => [
              t('engagement.question', { number: point.question }),
              format.integer(point.reached),
              format.integer(point.dropped),
              format.percent(point.dropoffRate),
            ])}
          />
        </div>
      </Section>
    </>
  );
}
