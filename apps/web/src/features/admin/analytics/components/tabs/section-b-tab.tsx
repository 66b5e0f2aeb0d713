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

/** The awareness or the impact levels: each one's count and share, mean score and genders. */
function LevelTable({
  group,
  rows,
}: {
  group: 'awareness' | 'impact';
  rows: readonly SectionBAnalytics['awareness' | 'impact']['distribution'][number][];
}) {
  const { t, format, option, countColumns, genderColumn } = useTabTexts();
  return (
    <TableSection
      title={t(`sectionb.${group}`)}
      columns={[
        { header: t(`table.${group}`), cell: (row) => option(group, row.level) },
        ...countColumns,
        {
          header: t('table.avgScore'),
          numeric: true,
          cell: (row) => format.decimal(row.avgScore, 1),
        },
        genderColumn,
      ]}
      rows={rows}
    />
  );
}

function SectionBTables({ data }: { data: SectionBAnalytics }) {
  const { t, format, option, countColumns } = useTabTexts();
  return (
    <>
      <LevelTable group="awareness" rows={data.awareness.distribution} />
      <TableSection
        title={t('sectionb.topCauses')}
        columns={[
          { header: t('table.cause'), cell: (row) => option('causes', row.cause) },
          ...countColumns,
        ]}
        rows={data.causes.topCauses}
      />
      <LevelTable group="impact" rows={data.impact.distribution} />
      <TableSection
        title={t('sectionb.correlations')}
        columns={[
          { header: t('table.awareness'), cell: (row) => option('awareness', row.awareness) },
          { header: t('table.impact'), cell: (row) => option('impact', row.impact) },
          { header: t('table.count'), numeric: true, cell: (row) => format.integer(row.count) },
          {
            header: t('table.avgScore'),
            numeric: true,
            cell: (row) => format.decimal(row.avgScore, 1),
          },
          {
            header: t('table.percentage'),
            numeric: true,
            cell: (row) => format.percent(row.percentage),
          },
          {
            header: t('table.percentageOfAwareness'),
            numeric: true,
            cell: (row) => format.percent(row.percentageOfAwareness),
          },
        ]}
        rows={data.correlations.awarenessImpact.slice(0, AWARENESS_IMPACT_ROWS_SHOWN)}
      />
      <TableSection
        title={t('sectionb.allCauses')}
        columns={[
          { header: t('table.cause'), cell: (row) => option('causes', row.cause) },
          ...countColumns,
          {
            header: t('table.byGender'),
            cell: (row) =>
              row.genderBreakdown
                .map(
                  (entry) =>
                    `${option('gender', entry.gender)}: ${format.integer(entry.count)} (${t('sectionb.ofGender', { percent: format.percent(entry.percentageOfGender) })})`,
                )
                .join('; '),
          },
        ]}
        rows={data.causes.distribution}
      />
      <TableSection
        title={t('sectionb.summaries')}
        columns={[
          { header: t('table.group'), cell: (row) => row.group },
          { header: t('table.count'), numeric: true, cell: (row) => format.integer(row.count) },
        ]}
        rows={[
          ...Object.entries(data.awareness.summary).map(([level, count]) => ({
            group: `${t('table.awareness')}: ${option('awareness', level)}`,
            count,
          })),
          ...(['high', 'moderate', 'low'] as const).map((level) => ({
            group: t(`sectionb.impactSummary.${level}`),
            count: data.impact.summary[level],
          })),
        ]}
      />
    </>
  );
}
