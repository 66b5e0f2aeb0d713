import { TOTAL_INTERPRETATION } from '@prca/core';
import type { Category } from '@prca/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STORAGE_KEYS } from '../../lib/storage';
import { loadLocalResults, type LocalSurveyResult } from '../survey/local-results';
import { ContextScoreList, type ContextScore } from './context-scores';
import { DashboardSection } from './dashboard-section';
import { useResultFormat } from './format';
import { ResultsList } from './results-list';
import { ResultsOverview } from './results-overview';
import { BreakdownTable, DistributionTable } from './results-tables';
import {
  NOT_GIVEN,
  numberResults,
  summariseResults,
  usableResults,
  type ResultsSummary,
} from './summarise-results';

const BUTTON =
  'no-print min-h-11 rounded-lg border border-slate-400 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-50';

function readResults(): LocalSurveyResult[] {
  try {
    return usableResults(loadLocalResults());
  } catch (error) {
    // An entry without a timestamp makes the newest-first sort throw; show the tab regardless.
    console.error('Stored results could not be read', error);
    return [];
  }
}

/** Local results and the server's history together, once each (the server's copy wins). */
function merge(local: LocalSurveyResult[], server: LocalSurveyResult[]): LocalSurveyResult[] {
  const byId = new Map(local.map((result) => [result.id, result]));
  for (const result of server) byId.set(result.id, result);
  return usableResults([...byId.values()]);
}

interface ResultsDashboardProps {
  /** Adds a button to the empty state that switches to the survey tab. */
  onTakeSurvey?: () => void;
  /** A signed-in respondent's history from the server; when it fails, the local results show. */
  fetchServerResults?: () => Promise<LocalSurveyResult[]>;
}

/**
 * The Results tab (SPEC.md section 2), from the results kept in this browser and, for a
 * signed-in respondent, their history on the server. Starts at h2: the survey page's h1 is
 * its title.
 */
export function ResultsDashboard({ onTakeSurvey, fetchServerResults }: ResultsDashboardProps = {}) {
  const { t } = useTranslation('results');
  const format = useResultFormat();
  const [results, setResults] = useState(readResults);
  const [serverResults, setServerResults] = useState<LocalSurveyResult[]>([]);
  const shown = useMemo(() => merge(results, serverResults), [results, serverResults]);

  useEffect(() => {
    if (!fetchServerResults) return;
    let live = true;
    fetchServerResults().then(
      (fetched) => live && setServerResults(fetched),
      (error: unknown) => console.error('Saved results could not be fetched', error),
    );
    return () => {
      live = false;
    };
  }, [fetchServerResults]);
  const [announcement, setAnnouncement] = useState('');
  const summary = useMemo(() => summariseResults(shown), [shown]);

  // Another tab of this browser may finish a survey or send a queued one.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === STORAGE_KEYS.surveyResponses)
        setResults(readResults());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const refresh = () => {
    setResults(readResults());
    fetchServerResults?.().then(setServerResults, (error: unknown) =>
      console.error('Saved results could not be fetched', error),
    );
    setAnnouncement(t('dashboard.refreshed', { time: format.time(new Date()) }));
  };

  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-xl font-bold text-slate-900 sm:text-2xl">{t('dashboard.heading')}</h2>
          <p className="text-slate-600">{t('dashboard.source')}</p>
        </div>
        <button type="button" onClick={refresh} className={BUTTON}>
          {t('dashboard.refresh')}
        </button>
        <p role="status" className="sr-only">
          {announcement}
        </p>
      </div>
      {summary ? (
        <DashboardBody summary={summary} results={shown} />
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
        <button
          type="button"
          onClick={onTakeSurvey}
          className="no-print mt-4 min-h-11 rounded-lg bg-blue-700 px-5 py-2.5 font-semibold text-white hover:bg-blue-800"
        >
          {t('dashboard.empty.takeSurvey')}
        </button>
      )}
    </section>
  );
}

function DashboardBody({
  summary,
  results,
}: {
  summary: ResultsSummary;
  results: readonly LocalSurveyResult[];
}) {
  const { t } = useTranslation('results');
  const format = useResultFormat();
  const contexts = Object.fromEntries(
    Object.entries(summary.averageSubscores).map(([category, { average, level }]) => [
      category,
      { score: average, level },
    ]),
  ) as Record<Category, ContextScore>;
  const labelOf = (group: 'grades' | 'genders') => (key: string) =>
    key === NOT_GIVEN ? t('notGiven') : t(`${group}.${key}`, { defaultValue: key });

  return (
    <>
      <ResultsOverview summary={summary} format={format} />
      <DashboardSection heading={t('dashboard.contextsHeading')}>
        {() => <ContextScoreList scores={contexts} format={format.decimal} />}
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
              {t('individualReading', {
                high: TOTAL_INTERPRETATION.highAbove,
                low: TOTAL_INTERPRETATION.lowBelow,
              })}
            </p>
          </>
        )}
      </DashboardSection>
      <div className="grid gap-8 md:grid-cols-2">
        <DashboardSection heading={t('dashboard.breakdown.byGrade')}>
          {(id) => (
            <BreakdownTable
              labelledBy={id}
              groupHeader={t('dashboard.breakdown.grade')}
              groups={summary.byGrade}
              labelOf={labelOf('grades')}
              format={format}
            />
          )}
        </DashboardSection>
        <DashboardSection heading={t('dashboard.breakdown.byGender')}>
          {(id) => (
            <BreakdownTable
              labelledBy={id}
              groupHeader={t('dashboard.breakdown.gender')}
              groups={summary.byGender}
              labelOf={labelOf('genders')}
              format={format}
            />
          )}
        </DashboardSection>
      </div>
      <DashboardSection heading={t('dashboard.list.heading')}>
        {(id) => <ResultsList labelledBy={id} results={numberResults(results)} format={format} />}
      </DashboardSection>
    </>
  );
}
