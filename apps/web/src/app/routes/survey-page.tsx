import { Suspense, lazy, useEffect } from 'react';
import { PageLoading } from '../../components/page-loading';
import { SurveyPage } from '../../features/survey/components/survey-page';
import { loadSchemas } from '../../lib/load-schemas';
import { QueryProvider } from '../query-provider';

// The results feature shows on the last step or in the Results tab, never before the first
// question: it loads apart, with its texts, so the survey's first download stays small
// (issue 16: at most 160 KB before the first question).
const ResultSummary = lazy(() =>
  import('../../features/results/components/result-summary').then((module) => ({
    default: module.ResultSummary,
  })),
);
const ResultsDashboard = lazy(() =>
  import('../../features/results/components/results-dashboard').then((module) => ({
    default: module.ResultsDashboard,
  })),
);

/** /survey: the survey, with the results feature in its Results tab and on its last step. */
export default function SurveyRoute() {
  // What the steps check answers with, fetched once the first screen is showing.
  useEffect(() => {
    void loadSchemas().catch(() => undefined);
  }, []);
  return (
    <QueryProvider>
      <SurveyPage
        resultsTab={(respondent, onTakeSurvey, withdraw) => (
          <Suspense fallback={<PageLoading />}>
            <ResultsDashboard
              key={respondent}
              respondent={respondent}
              onTakeSurvey={onTakeSurvey}
              withdraw={withdraw}
            />
          </Suspense>
        )}
        resultSummary={(result) => (
          <Suspense fallback={<PageLoading />}>
            <ResultSummary result={result} />
          </Suspense>
        )}
      />
    </QueryProvider>
  );
}
