import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../components/page-loading';
import { STORAGE_KEYS, readText, remove, writeText } from '../../lib/storage';
import { ResultsDashboard } from '../results/results-dashboard';
import { useOutbox } from './api/use-outbox';
import { EmailEntry } from './components/email-entry';
import { TopBar, type SurveyTab } from './components/top-bar';
import { useSurvey } from './state/use-survey';
import { SurveyFlow } from './survey-flow';

/** /survey: the e-mail gate, then the survey and the results tabs (SPEC.md section 2). */
export default function SurveyPage() {
  const { t, ready } = useTranslation(['survey', 'results']);
  const [email, setEmail] = useState(() => readText(STORAGE_KEYS.surveyEmail));
  const [tab, setTab] = useState<SurveyTab>('survey');
  const { progress, dispatch } = useSurvey();
  const waiting = useOutbox();

  if (!ready) return <PageLoading />;
  return (
    <div className="min-h-screen bg-slate-50">
      <TopBar
        email={email}
        tab={tab}
        onTab={setTab}
        onChangeEmail={() => {
          remove(STORAGE_KEYS.surveyEmail);
          setEmail(null);
        }}
      />
      <main id="main" className="mx-auto max-w-3xl px-4 py-6">
        {waiting > 0 && (
          <p
            role="status"
            className="no-print mb-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900"
          >
            {t('outbox.waiting', { count: waiting })}
          </p>
        )}
        <div className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
          {!email ? (
            <EmailEntry
              onEmail={(value) => {
                writeText(STORAGE_KEYS.surveyEmail, value);
                setEmail(value);
              }}
            />
          ) : tab === 'results' ? (
            <ResultsDashboard onTakeSurvey={() => setTab('survey')} />
          ) : (
            <SurveyFlow progress={progress} dispatch={dispatch} email={email} />
          )}
        </div>
      </main>
    </div>
  );
}
