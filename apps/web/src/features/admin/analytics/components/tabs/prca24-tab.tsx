import {
  CATEGORIES,
  GENDERS,
  GRADES,
  PARTICIPATION_LEVELS,
  type Prca24Analytics,
} from '@prca/core';
import { BarChart } from '../../../../../components/ui/bar-chart';
import { DataTable } from '../../../../../components/ui/data-table';
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
  const breakdown = (
    group: 'gender' | 'grade' | 'participation',
    keys: readonly string[],
    pick: (band: (typeof BANDS)[number]) => Record<string, number>,
  ) =>
    keys.map((key) => [
      option(group, key),
      ...BANDS.map((band) => format.integer(pick(band)[key] ?? 0)),
    ]);
  const bandHeaders = BANDS.map(bandName);
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
            headers={[t('table.gender'), ...bandHeaders]}
            numeric={[1, 2, 3]}
            rows={breakdown('gender', GENDERS, (band) => bands[band].genders)}
          />
          <DataTable
            caption={t('prca24.byGrade')}
            headers={[t('table.grade'), ...bandHeaders]}
            numeric={[1, 2, 3]}
            rows={breakdown('grade', GRADES, (band) => bands[band].educationLevels)}
          />
          <DataTable
            caption={t('prca24.byParticipation')}
            headers={[t('table.participation'), ...bandHeaders]}
            numeric={[1, 2, 3]}
            rows={breakdown(
              'participation',
              PARTICIPATION_LEVELS,
              (band) => bands[band].participationLevels,
            )}
          />
        </div>
      </Section>
    </>
  );
}
