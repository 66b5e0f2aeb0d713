import { ResultSummary } from '../../features/results/components/result-summary';
import { ResultsDashboard } from '../../features/results/components/results-dashboard';
import { SurveyPage } from '../../features/survey/components/survey-page';
import { QueryProvider } from '../query-provider';

/** /survey: the survey, with the results feature in its Results tab and on its last step. */
export default function SurveyRoute() {
  return (
    <QueryProvider>
      <SurveyPage
        resultsTab={(respondent, onTakeSurvey) => (
          <ResultsDashboard key={respondent} respondent={respondent} onTakeSurvey={onTakeSurvey} />
        )}
        resultSummary={(result) => <ResultSummary result={result} />}
      />
    </QueryProvider>
  );
}
