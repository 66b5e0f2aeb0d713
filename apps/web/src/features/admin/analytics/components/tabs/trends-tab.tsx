import type { TrendsAnalytics } from '@prca/core';
import { BarChart } from '../../../../../components/ui/bar-chart';
import { DataTable } from '../../../../../components/ui/data-table';
import { useTabTexts } from '../../hooks/use-tab-texts';
import { Section } from '../section';
import { TabContent } from './tab-content';

/** Days without responses count 0, so the daily list is never empty; months may be. */
export function TrendsTab() {
  return (
    <TabContent endpoint="trends" isEmpty={() => false}>
      {(data) => <Trends data={data} />}
    </TabContent>
  );
}

function Trends({ data }: { data: TrendsAnalytics }) {
  const { t, format } = useTabTexts();
  // SPEC.md section 9: the last 7 days.
  const days = data.dailyResponses.slice(-7);
  return (
    <>
      <div className="grid gap-6 md:grid-cols-2">
        <BarChart
          title={t('trends.daily')}
          bars={days.map((day) => ({
            label: format.day(day.date),
            value: day.count,
            display: format.integer(day.count),
          }))}
        />
        <BarChart
          title={t('trends.monthly')}
          bars={data.monthlyTrends.map((month) => ({
            label: format.month(month.month),
            value: month.responses,
            display: format.integer(month.responses),
          }))}
        />
      </div>
      <Section title={t('trends.monthlyTable')}>
        {data.monthlyTrends.length === 0 ? (
          <p className="text-slate-700">{t('noData')}</p>
        ) : (
          <DataTable
            caption={t('trends.monthlyTable')}
            captionHidden
            columns={[
              { header: t('trends.month'), cell: (month) => format.month(month.month) },
              {
                header: t('trends.responses'),
                numeric: true,
                cell: (month) => format.integer(month.responses),
              },
              {
                header: t('table.avgScore'),
                numeric: true,
                cell: (month) => format.decimal(month.avgScore, 1),
              },
            ]}
            rows={data.monthlyTrends}
          />
        )}
      </Section>
    </>
  );
}
