import type { CompareAnalytics, Prca24Score } from '@prca/core';
import { useTranslation } from 'react-i18next';
import { CARD } from '../../../../components/ui/card';
import { DataTable } from '../../../../components/ui/data-table';
import { useFormat, type Format } from '../../../../lib/format';
import { EmptyNote } from '../../shared/components/empty-note';
import { LoadingLine } from '../../shared/components/load-state';
import { useCompare } from '../api/get-compare';
import { useCompareChoice } from '../choice/use-compare-choice';
import { CompareChoices } from './compare-choices';
import { useGroupLabel } from './group-label';
import { MeansChart } from './means-chart';
import { StatisticReason } from './statistic-reason';
import { StatisticsFailure } from './statistics-failure';

const RANGES: Record<Prca24Score, { min: number; max: number }> = {
  total: { min: 24, max: 120 },
  groupDiscussion: { min: 6, max: 30 },
  meetings: { min: 6, max: 30 },
  interpersonal: { min: 6, max: 30 },
  publicSpeaking: { min: 6, max: 30 },
};

/** Degrees of freedom: whole when whole (classic), one decimal when Welch's. */
export function degrees(format: Format, df: number | null) {
  return format.decimal(df, df !== null && Number.isInteger(df) ? 0 : 1);
}

/**
 * The comparison the address asks for. Every group of the grouping is fetched to offer the
 * choice of groups; the chosen ones, when they are not all, are a second request, made only
 * once two are chosen.
 */
export function CompareView() {
  const { t } = useTranslation('statistics');
  const { choice, choose } = useCompareChoice();
  const everyGroup = useCompare({ ...choice, groups: null });
  const enoughChosen = choice.groups === null || choice.groups.length >= 2;
  const chosen = useCompare(choice, choice.groups !== null && enoughChosen);
  const { data, isFetching, isError, refetch } = choice.groups === null ? everyGroup : chosen;
  // The previous grouping's reply stays while the next loads: its groups are not this one's.
  const offered = everyGroup.data?.by === choice.by ? everyGroup.data.groups : undefined;
  const label = useGroupLabel(
    choice.by,
    (offered ?? []).map(({ group }) => group),
  );
  return (
    <div className="space-y-6">
      <CompareChoices choice={choice} choose={choose} offered={offered} label={label} />
      {!enoughChosen ? (
        <EmptyNote>{t('compare.chooseTwo')}</EmptyNote>
      ) : isFetching && !data ? (
        <LoadingLine />
      ) : isError && !isFetching ? (
        <StatisticsFailure onRetry={() => void refetch()} />
      ) : data && data.groups.length === 0 ? (
        <EmptyNote>{t('compare.noGroups')}</EmptyNote>
      ) : data ? (
        <Comparison data={data} label={label} />
      ) : null}
    </div>
  );
}

function Comparison({ data, label }: Omit<ComparisonParts, 'format'>) {
  const { t } = useTranslation(['statistics', 'analytics']);
  const format = useFormat({ notAvailable: t('analytics:notAvailable') });
  const untested = data.groups.filter((group) => !group.tested).length;
  return (
    <div className="space-y-6" data-testid="comparison">
      <DataTable
        caption={t('compare.groupsCaption', {
          score: t(`scores.${data.score}`),
          by: t(`groupings.${data.by}`),
        })}
        columns={[
          { header: t('compare.group'), cell: (group) => label(group.group) },
          { header: 'n', numeric: true, cell: (group) => format.integer(group.n) },
          { header: t('mean'), numeric: true, cell: (group) => format.decimal(group.mean, 1) },
          { header: t('sd'), numeric: true, cell: (group) => format.decimal(group.sd, 1) },
          {
            header: t('ci'),
            numeric: true,
            cell: (group) =>
              group.ci
                ? `${format.decimal(group.ci.lower, 1)} – ${format.decimal(group.ci.upper, 1)}`
                : t('analytics:notAvailable'),
          },
          { header: t('median'), numeric: true, cell: (group) => format.decimal(group.median, 1) },
          {
            header: t('compare.tested'),
            cell: (group) =>
              group.tested ? t('compare.yes') : t('compare.notTested', { min: data.minGroupSize }),
          },
        ]}
        rows={data.groups}
      />
      {untested > 0 && (
        <p className="text-sm text-slate-700">
          {t('compare.untestedNote', { count: untested, min: data.minGroupSize })}
        </p>
      )}
      <div className={CARD}>
        <MeansChart data={data} label={label} range={RANGES[data.score]} />
      </div>
      <Tests data={data} format={format} label={label} />
      <Levels data={data} format={format} label={label} />
    </div>
  );
}

function Figure({ term, value, testId }: { term: string; value: string; testId?: string }) {
  return (
    <div>
      <dt className="font-medium text-slate-700">{term}</dt>
      <dd className="tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

const FIGURES = 'mt-3 grid grid-cols-2 gap-x-6 gap-y-1 text-sm text-slate-800 sm:grid-cols-4';

/** What each part of a comparison is drawn from: the reply, its formats and its group names. */
interface ComparisonParts {
  data: CompareAnalytics;
  format: Format;
  label: (group: string) => string;
}

function Tests({ data, format, label }: ComparisonParts) {
  const { t } = useTranslation('statistics');
  const { tTest, welchAnova, anova } = data;
  const tested = data.groups.filter((group) => group.tested);
  return (
    <section aria-labelledby="compare-tests" className={`space-y-4 ${CARD}`}>
      <h3 id="compare-tests" className="text-lg font-semibold text-slate-900">
        {t('compare.tests')}
      </h3>
      <div>
        <h4 className="font-semibold text-slate-800">
          {tested.length === 2
            ? t('compare.tTestOf', {
                first: label(tested[0]!.group),
                second: label(tested[1]!.group),
              })
            : t('compare.tTest')}
        </h4>
        <dl className={FIGURES}>
          <Figure term="t" value={format.decimal(tTest.t, 2)} testId="welch-t" />
          <Figure term="df" value={degrees(format, tTest.df)} />
          <Figure term="p" value={format.pValue(tTest.p)} />
          <Figure term={t('compare.hedgesG')} value={format.decimal(tTest.hedgesG, 3)} />
          {tTest.ci && (
            <Figure
              term={t('compare.hedgesCi')}
              value={`${format.decimal(tTest.ci.lower, 3)} – ${format.decimal(tTest.ci.upper, 3)}`}
            />
          )}
        </dl>
        <StatisticReason reason={tTest.reason} />
      </div>
      <div>
        <h4 className="font-semibold text-slate-800">{t('compare.welchAnova')}</h4>
        <dl className={FIGURES}>
          <Figure term="F" value={format.decimal(welchAnova.F, 2)} testId="welch-f" />
          <Figure term="df1" value={degrees(format, welchAnova.df1)} />
          <Figure term="df2" value={degrees(format, welchAnova.df2)} />
          <Figure term="p" value={format.pValue(welchAnova.p)} />
        </dl>
        <StatisticReason reason={welchAnova.reason} />
      </div>
      <div>
        <h4 className="font-semibold text-slate-800">{t('compare.anova')}</h4>
        <dl className={FIGURES}>
          <Figure term="F" value={format.decimal(anova.F, 2)} />
          <Figure term="df1" value={degrees(format, anova.df1)} />
          <Figure term="df2" value={degrees(format, anova.df2)} />
          <Figure term="p" value={format.pValue(anova.p)} />
          <Figure term="η²" value={format.decimal(anova.etaSquared, 3)} testId="eta-squared" />
          <Figure term="ω²" value={format.decimal(anova.omegaSquared, 3)} />
        </dl>
        <StatisticReason reason={anova.reason} />
      </div>
    </section>
  );
}

function Levels({ data, format, label }: ComparisonParts) {
  const { t } = useTranslation('statistics');
  const { levels } = data;
  const levelName = (level: string) => t(`levels.${level}`);
  return (
    <section aria-labelledby="compare-levels" className="space-y-3">
      <h3 id="compare-levels" className="text-lg font-semibold text-slate-900">
        {t('compare.levels')}
      </h3>
      <DataTable
        caption={data.score === 'total' ? t('compare.levelsTotal') : t('compare.levelsContext')}
        columns={[
          { header: t('compare.group'), cell: (group) => label(group.group) },
          ...levels.levels.map((level, column) => ({
            header: levelName(level),
            numeric: true,
            cell: (_: unknown, index: number) => {
              const count = levels.counts[index]?.[column];
              return count === undefined ? '' : format.integer(count);
            },
          })),
        ]}
        rows={data.groups}
      />
      <dl className={`${FIGURES} ${CARD}`}>
        <Figure term="χ²" value={format.decimal(levels.chiSquare, 2)} testId="chi-square" />
        <Figure term="df" value={degrees(format, levels.df)} />
        <Figure term="p" value={format.pValue(levels.p)} />
        <Figure term={t('compare.cramersV')} value={format.decimal(levels.cramersV, 3)} />
      </dl>
      <StatisticReason reason={levels.reason} />
      {levels.expectedBelowFive !== null && levels.expectedBelowFive > 0 && (
        <p className="text-sm text-slate-700">
          {t('compare.expectedBelowFive', { count: levels.expectedBelowFive })}
        </p>
      )}
    </section>
  );
}
