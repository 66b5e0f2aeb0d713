import type { DemographicsAnalytics } from '@prca/core';
import { BarChart } from '../../../../../components/ui/bar-chart';
import { StatCard, StatGrid } from '../../../shared/components/stat-card';
import { useTabTexts } from '../../hooks/use-tab-texts';
import { TableSection } from '../section';
import { TabContent } from './tab-content';

export function DemographicsTab() {
  return (
    <TabContent endpoint="demographics" isEmpty={(data) => data.totalResponses === 0}>
      {(data) => <Demographics data={data} />}
    </TabContent>
  );
}

/** The group with the most responses (the first of equals), if any answered. */
function largest<Row extends { count: number }>(rows: readonly Row[]): Row | undefined {
  return rows.reduce<Row | undefined>(
    (best, row) => (!best || row.count > best.count ? row : best),
    undefined,
  );
}

function Demographics({ data }: { data: DemographicsAnalytics }) {
  const { t, format, option, countColumns, genderColumn, share } = useTabTexts();
  const bars = (rows: readonly { label: string; count: number; percentage: number }[]) =>
    rows.map((row) => ({ label: row.label, value: row.count, display: share(row) }));
  return (
    <>
      <StatGrid>
        <StatCard label={t('demographics.total')} value={format.integer(data.totalResponses)} />
        {/* The largest group of each, not how many categories there are: that is no finding. */}
        <LargestGroup
          label={t('demographics.largestGrade')}
          row={largest(data.educationLevels)}
          name={(row) => option('grade', row.level)}
        />
        <LargestGroup
          label={t('demographics.largestGender')}
          row={largest(data.genders)}
          name={(row) => option('gender', row.gender)}
        />
        <LargestGroup
          label={t('demographics.largestParticipation')}
          row={largest(data.participation)}
          name={(row) => option('participation', row.level)}
        />
      </StatGrid>
      <div className="grid gap-6 md:grid-cols-2">
        <BarChart
          title={t('demographics.byGrade')}
          bars={bars(data.educationLevels.map((e) => ({ ...e, label: option('grade', e.level) })))}
        />
        <BarChart
          title={t('demographics.byGender')}
          bars={bars(data.genders.map((g) => ({ ...g, label: option('gender', g.gender) })))}
        />
        <BarChart
          title={t('demographics.byParticipation')}
          bars={bars(
            data.participation.map((p) => ({ ...p, label: option('participation', p.level) })),
          )}
        />
      </div>
      <TableSection
        title={t('demographics.ageTable')}
        columns={[
          { header: t('table.grade'), cell: (row) => option('grade', row.range) },
          { header: t('table.ageRange'), cell: (row) => row.ageRange },
          ...countColumns,
          genderColumn,
        ]}
        rows={data.ageGroups}
      />
      <TableSection
        title={t('demographics.genderTable')}
        columns={[
          { header: t('table.gender'), cell: (row) => option('gender', row.gender) },
          ...countColumns,
        ]}
        rows={data.genders}
      />
      <TableSection
        title={t('demographics.participationTable')}
        columns={[
          { header: t('table.participation'), cell: (row) => option('participation', row.level) },
          ...countColumns,
          genderColumn,
        ]}
        rows={data.participation}
      />
    </>
  );
}

/** A headline card of the largest group: its share, and its name under it. */
function LargestGroup<Row extends { count: number; percentage: number }>({
  label,
  row,
  name,
}: {
  label: string;
  row: Row | undefined;
  name: (row: Row) => string;
}) {
  const { t, share } = useTabTexts();
  return (
    <StatCard
      label={label}
      value={row ? share(row) : t('notAvailable')}
      note={row ? name(row) : undefined}
    />
  );
}
