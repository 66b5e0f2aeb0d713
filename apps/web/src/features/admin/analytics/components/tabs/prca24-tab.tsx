import {
  CATEGORIES,
  GENDERS,
  GRADES,
  PARTICIPATION_LEVELS,
  type Prca24Analytics,
} from '@prca/core';
import { BarChart } from '../../../../../components/ui/bar-chart';
import { DataTable, type Column } from '../../../../../components/ui/data-table';
import { StatCard, StatGrid } from '../../../shared/components/stat-card';
import { useTabTexts } from '../../hooks/use-tab-texts';
import { Section } from '../section';
import { TabContent } from './tab-content';

const BANDS = ['highAnxiety', 'moderateAnxiety', 'lowAnxiety'] as const;

export function Prca24Tab() {
  return (
    <TabContent endpoint="prca24" isEmpty={(data) => data.totalResponses === 0}>
      {(data) => <Prca24 data={data} />}
    </TabContent>
  );
}

function Prca24({ data }: { data: Prca24Analytics }) {
  const { t, format, option } = useTabTexts();
  const { overallStats: stats, distributionByLevel: bands } = data;
  const bandName = (band: (typeof BANDS)[number]) =>
    t(`prca24.bands.${band}`, { min: bands[band].range.min, max: bands[band].range.max });
  /** A group's answers (by key) down the side, and how many of each are in each band. */
  const breakdown = (
    group: 'gender' | 'grade' | 'participation',
    pick: (band: (typeof BANDS)[number]) => Record<string, number>,
  ): Column<string>[] => [
    { header: t(`table.${group}`), cell: (key) => option(group, key) },
    ...BANDS.map((band) => ({
      header: bandName(band),
      numeric: true,
      cell: (key: string) => format.integer(pick(band)[key] ?? 0),
    })),
  ];
  return (
    <>
      <StatGrid>
        <StatCard label={t('prca24.total')} value={format.integer(data.totalResponses)} />
        <StatCard label={t('prca24.average')} value={format.decimal(stats.averageScore, 1)} />
        <StatCard label={t('prca24.median')} value={format.decimal(stats.medianScore, 1)} />
        <StatCard label={t('prca24.sd')} value={format.decimal(stats.standardDeviation, 1)} />
      </StatGrid>
      <Section title={t('prca24.distribution')}>
        <p className="text-sm text-slate-700">{t('prca24.bandsNote')}</p>
        <div className="grid gap-6 md:grid-cols-2">
          <BarChart
            title={t('prca24.distribution')}
            titleHidden
            bars={BANDS.map((band) => ({
              label: bandName(band),
              value: bands[band].count,
              display: `${format.integer(bands[band].count)} (${format.percent(bands[band].percentage)})`,
            }))}
          />
          <BarChart
            title={t('prca24.contexts')}
            max={30}
            bars={CATEGORIES.map((category) => ({
              label: t(`categories.${category}`),
              value: data.contextualScores[category] ?? 0,
              display: format.decimal(data.contextualScores[category], 1),
            }))}
          />
        </div>
      </Section>
      <Section title={t('prca24.breakdowns')}>
        <div className="grid gap-4 lg:grid-cols-3">
          <DataTable
            caption={t('prca24.byGender')}
            columns={breakdown('gender', (band) => bands[band].genders)}
            rows={GENDERS}
          />
          <DataTable
            caption={t('prca24.byGrade')}
            columns={breakdown('grade', (band) => bands[band].educationLevels)}
            rows={GRADES}
          />
          <DataTable
            caption={t('prca24.byParticipation')}
            columns={breakdown('participation', (band) => bands[band].participationLevels)}
            rows={PARTICIPATION_LEVELS}
          />
        </div>
      </Section>
    </>
  );
}
