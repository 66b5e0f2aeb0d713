import { TOTAL_INTERPRETATION, type Category, type OwnChange } from '@prca/core';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useFormat } from '../../../lib/format';
import type { LocalSurveyResult } from '../../../lib/local-results';
import { useResults } from '../hooks/use-results';
import {
  NOT_GIVEN,
  numberResults,
  summariseResults,
  type ResultsSummary,
} from '../summarise-results';
import { ContextScoreList, type ContextScore } from './context-scores';
import { DashboardSection } from './dashboard-section';
import { OwnChangeSection } from './own-change';
import { ResultsList } from './results-list';
import { ResultsOverview } from './results-overview';
import { BreakdownTable, DistributionTable } from './results-tables';

/**
 * The Results tab (SPEC.md section 2), from the results kept in this browser and, for a
 * signed-in respondent, their history on the server. Starts at h2: the survey page's h1 is
 * its title.
 */
export function ResultsDashboard({
  respondent,
  onTakeSurvey,
  withdraw,
}: {
  /** Whose results to show (lib/respondent.ts). */
  respondent: string | null;
  /** Adds a button to the empty state that switches to the survey tab. */
  onTakeSurvey?: () => void;
  /** "Withdraw my response" on each result, where the student may (issue 27). */
  withdraw?: ((responseId: string, onWithdrawn: () => void) => ReactNode) | undefined;
}) {
  const { t } = useTranslation('results');
  const format = useFormat();
  const { results, ownChange, refresh } = useResults(respondent);
  const summary = useMemo(() => summariseResults(results), [results]);
  const [announcement, setAnnouncement] = useState('');

  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-xl font-bold text-slate-900 sm:text-2xl">{t('dashboard.heading')}</h2>
          <p className="text-slate-600">{t('dashboard.source')}</p>
        </div>
        <Button
          variant="secondary"
          className="no-print"
          onClick={() => {
            refresh();
            setAnnouncement(t('dashboard.refreshed', { time: format.time(new Date()) }));
          }}
        >
          {t('dashboard.refresh')}
        </Button>
        <p role="status" className="sr-only">
          {announcement}
        </p>
      </div>
      {summary ? (
        <DashboardBody
          summary={summary}
          results={results}
          ownChange={ownChange}
          withdraw={
            withdraw &&
            ((id) =>
              withdraw(id, () => {
                refresh();
                setAnnouncement(t('dashboard.withdrawn'));
              }))
          }
        />
      ) : (
        <EmptyResults onTakeSurvey={onTakeSurvey} />
      )}
    </div>
  );
}

function EmptyResults({ onTakeSurvey }: { onTakeSurvey?: (() => void) | undefined }) {
  const { t } = useTranslation('results');
  return (
    <section className="rounded-xl border border-dashed border-slate-300 p-6 text-center">
      <h3 className="text-lg font-semibold text-slate-900">{t('dashboard.empty.heading')}</h3>
      <p className="mt-1 text-slate-700">{t('dashboard.empty.body')}</p>
      {onTakeSurvey && (
        <Button onClick={onTakeSurvey} className="no-print mt-4">
          {t('dashboard.empty.takeSurvey')}
        </Button>
      )}
    </section>
  );
}

function DashboardBody({
  summary,
  results,
  ownChange,
  withdraw,
}: {
  summary: ResultsSummary;
  results: readonly LocalSurveyResult[];
  /** A signed-in student's change since the previous wave they answered. */
  ownChange: OwnChange;
  withdraw: ((responseId: string) => ReactNode) | undefined;
}) {
  const { t } = useTranslation('results');
  const format = useFormat();
  const contexts = Object.fromEntries(
    Object.entries(summary.averageSubscores).map(([category, { average, level }]) => [
      category,
      { score: average, level },
    ]),
  ) as Record<Category, ContextScore>;
  const labelOf = (group: 'grades' | 'genders') => (key: string) =>
    key === NOT_GIVEN ? t('notGiven') : t(`${group}.${key}`, { defaultValue: key });
  const breakdown = (by: 'Grade' | 'Gender', groups: ResultsSummary['byGrade']) => (
    <DashboardSection heading={t(`dashboard.breakdown.by${by}`)}>
      {(id) => (
        <BreakdownTable
          labelledBy={id}
          groupHeader={t(`dashboard.breakdown.${by === 'Grade' ? 'grade' : 'gender'}`)}
          groups={groups}
          labelOf={labelOf(by === 'Grade' ? 'grades' : 'genders')}
          format={format}
        />
      )}
    </DashboardSection>
  );

  return (
    <>
      <ResultsOverview summary={summary} format={format} />
      {ownChange && <OwnChangeSection change={ownChange} format={format} />}
      <DashboardSection heading={t('dashboard.contextsHeading')}>
        {() => <ContextScoreList scores={contexts} format={(value) => format.decimal(value)} />}
      </DashboardSection>
      <DashboardSection heading={t('dashboard.distribution.heading')}>
        {(id) => (
          <>
            <DistributionTable
              labelledBy={id}
              distribution={summary.distribution}
              format={format}
            />
            <p className="text-sm text-slate-600">
              {t('dashboard.distribution.reading', {
                high: TOTAL_INTERPRETATION.highAbove,
                low: TOTAL_INTERPRETATION.lowBelow,
              })}
            </p>
          </>
        )}
      </DashboardSection>
      <div className="grid gap-8 md:grid-cols-2">
        {breakdown('Grade', summary.byGrade)}
        {breakdown('Gender', summary.byGender)}
      </div>
      <DashboardSection heading={t('dashboard.list.heading')}>
        {(id) => (
          <ResultsList
            labelledBy={id}
            results={numberResults(results)}
            format={format}
            withdraw={withdraw}
          />
        )}
      </DashboardSection>
    </>
  );
}
