import { SURVEY_SESSION_WINDOW_DAYS, type EngagementAnalytics } from '@prca/core';
import { BarChart } from '../../../../../components/ui/bar-chart';
import { DataTable } from '../../../../../components/ui/data-table';
import { formatDuration } from '../../../../../lib/format';
import { StatCard, StatGrid } from '../../../shared/components/stat-card';
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
      <Bases rates={rates} times={times} />
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
            columns={[
              {
                header: t('engagement.questionHeader'),
                cell: (point) => t('engagement.question', { number: point.question }),
              },
              {
                header: t('engagement.reached'),
                numeric: true,
                cell: (point) => format.integer(point.reached),
              },
              {
                header: t('engagement.dropped'),
                numeric: true,
                cell: (point) => format.integer(point.dropped),
              },
              {
                header: t('engagement.dropoffRate'),
                numeric: true,
                cell: (point) => format.percent(point.dropoffRate),
              },
            ]}
            rows={data.dropoffPoints}
          />
        </div>
      </Section>
    </>
  );
}

/** What each figure is out of: the attempts for the rate, the completed responses for times. */
function Bases({ rates, times }: BasesProps) {
  const { t, format } = useTabTexts();
  return (
    <ul className="space-y-1 text-sm text-slate-700">
      <li>
        {t('engagementBase.rate', {
          completed: format.integer(rates.completed),
          started: format.integer(rates.started),
        })}
      </li>
      <li>
        {t('engagementBase.times', {
          completed: format.integer(times.completedResponses),
          recorded: format.integer(times.recordedTimes),
        })}
      </li>
      {times.unrecordedTimes > 0 && (
        <li>{t('engagementBase.unrecorded', { number: format.integer(times.unrecordedTimes) })}</li>
      )}
      {times.implausibleTimes > 0 && (
        <li>
          {t('engagementBase.implausible', {
            number: format.integer(times.implausibleTimes),
            days: SURVEY_SESSION_WINDOW_DAYS,
          })}
        </li>
      )}
    </ul>
  );
}

interface BasesProps {
  rates: EngagementAnalytics['completionRates'];
  times: EngagementAnalytics['timeMetrics'];
}
