import { AWARENESS_IMPACT_ROWS_SHOWN, type SectionBAnalytics } from '@prca/core';
import { BarChart } from '../../../../../components/ui/bar-chart';
import { StatCard, StatGrid } from '../../../shared/components/stat-card';
import { useTabTexts } from '../../hooks/use-tab-texts';
import { TableSection } from '../section';
import { TabContent } from './tab-content';

export function SectionBTab() {
  return (
    <TabContent endpoint="sectionb" isEmpty={(data) => data.totalResponses === 0}>
      {(data) => (
        <>
          <SectionBSummary data={data} />
          <SectionBTables data={data} />
        </>
      )}
    </TabContent>
  );
}

function SectionBSummary({ data }: { data: SectionBAnalytics }) {
  const { t, format, option, share } = useTabTexts();
  const { summary } = data;
  return (
    <>
      <StatGrid>
        <StatCard label={t('sectionb.total')} value={format.integer(data.totalResponses)} />
        <StatCard
          label={t('sectionb.familiar')}
          value={share({ count: summary.familiarCount, percentage: summary.familiarPercentage })}
        />
        <StatCard
          label={t('sectionb.topCause')}
          value={summary.topCause ? share(summary.topCause) : t('notAvailable')}
          note={summary.topCause ? option('causes', summary.topCause.cause) : undefined}
        />
        <StatCard
          label={t('sectionb.highImpact')}
          value={share({
            count: summary.highImpactCount,
            percentage: summary.highImpactPercentage,
          })}
        />
      </StatGrid>
      <div className="grid gap-6 md:grid-cols-2">
        <BarChart
          title={t('sectionb.topCauses')}
          bars={data.causes.topCauses.map((row) => ({
            label: option('causes', row.cause),
            value: row.count,
            display: share(row),
          }))}
        />
        <BarChart
          title={t('sectionb.impact')}
          bars={data.impact.distribution.map((row) => ({
            label: option('impact', row.level),
            value: row.count,
            display: share(row),
          }))}
        />
      </div>
      <p className="text-sm text-slate-700">{t('sectionb.causesNote')}</p>
    </>
  );
}

function SectionBTables({ data }: { data: SectionBAnalytics }) {
  const { t, format, option, countCells, genders } = useTabTexts();
  const levelRows = (
    group: 'awareness' | 'impact',
    rows:
      SectionBAnalytics['awareness']['distribution'] | SectionBAnalytics['impact']['distribution'],
  ) =>
    rows.map((row) => [
      option(group, row.level),
      ...countCells(row),
      format.decimal(row.avgScore, 1),
      genders(row.genderBreakdown),
    ]);
  const levelHead = [
    t('table.count'),
    t('table.percentage'),
    t('table.avgScore'),
    t('table.genderBreakdown'),
  ];
  return (
    <>
      <TableSection
        title={t('sectionb.awareness')}
        headers={[t('table.awareness'), ...levelHead]}
        numeric={[1, 2, 3]}
        rows={levelRows('awareness', data.awareness.distribution)}
      />
      <TableSection
        title={t('sectionb.topCauses')}
        headers={[t('table.cause'), t('table.count'), t('table.percentage')]}
        numeric={[1, 2]}
        rows={data.causes.topCauses.map((row) => [option('causes', row.cause), ...countCells(row)])}
      />
      <TableSection
        title={t('sectionb.impact')}
        headers={[t('table.impact'), ...levelHead]}
        numeric={[1, 2, 3]}
        rows={levelRows('impact', data.impact.distribution)}
      />
      <TableSection
        title={t('sectionb.correlations')}
        headers={[
          t('table.awareness'),
          t('table.impact'),
          t('table.count'),
          t('table.avgScore'),
          t('table.percentage'),
          t('table.percentageOfAwareness'),
        ]}
        numeric={[2, 3, 4, 5]}
        rows={data.correlations.awarenessImpact
          .slice(0, AWARENESS_IMPACT_ROWS_SHOWN)
          .map((row) => [
            option('awareness', row.awareness),
            option('impact', row.impact),
            format.integer(row.count),
            format.decimal(row.avgScore, 1),
            format.percent(row.percentage),
            format.percent(row.percentageOfAwareness),
          ])}
      />
      <TableSection
        title={t('sectionb.allCauses')}
        headers={[t('table.cause'), t('table.count'), t('table.percentage'), t('table.byGender')]}
        numeric={[1, 2]}
        rows={data.causes.distribution.map((row) => [
          option('causes', row.cause),
          ...countCells(row),
          row.genderBreakdown
            .map(
              (entry) =>
                `${option('gender', entry.gender)}: ${format.integer(entry.count)} (${t('sectionb.ofGender', { percent: format.percent(entry.percentageOfGender) })})`,
            )
            .join('; '),
        ])}
      />
      <TableSection
        title={t('sectionb.summaries')}
        headers={[t('table.group'), t('table.count')]}
        numeric={[1]}
        rows={[
          ...Object.entries(data.awareness.summary).map(([level, count]) => [
            `${t('table.awareness')}: ${option('awareness', level)}`,
            format.integer(count),
          ]),
          ...(['high', 'moderate', 'low'] as const).map((level) => [
            t(`sectionb.impactSummary.${level}`),
            format.integer(data.impact.summary[level]),
          ]),
        ]}
      />
    </>
  );
}
