import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../components/page-loading';
import { usePublicSettings } from '../../lib/public-settings';
import { STORAGE_KEYS, readText, remove, writeText } from '../../lib/storage';
import { storedToken } from '../auth/user-session';
import { useUserSession } from '../auth/use-user-session';
import { ResultsDashboard } from '../results/results-dashboard';
import { fetchHistory } from './api/history';
import { useOutbox } from './api/use-outbox';
import { EmailEntry } from './components/email-entry';
import { SurveyClosedNotice } from './components/survey-closed-notice';
import { TopBar, type SurveyTab } from './components/top-bar';
import { useSurvey } from './state/use-survey';
import { SurveyFlow } from './survey-flow';

/** /survey: the e-mail or sign-in gate, then the survey and results tabs (SPEC.md section 2). */
export default function SurveyPage() {
  const { t, ready } = useTranslation(['survey', 'results']);
  const session = useUserSession();
  const [email, setEmail] = useState(() => readText(STORAGE_KEYS.surveyEmail));
  const [tab, setTab] = useState<SurveyTab>('survey');
  const { progress, dispatch } = useSurvey();
  const waiting = useOutbox();
  // Not waited for: the survey opens at once and gives way if the settings say it is closed.
  const closed = usePublicSettings()?.acceptingResponses === false;
  const fetchServerResults = useCallback(async () => {
    const token = storedToken();
    return token ? fetchHistory(token) : [];
  }, []);

  if (!ready || session.loading) return <PageLoading />;
  const signedIn = session.user !== null;
  return (
    <div className="min-h-screen bg-slate-50">
      <title>{t('title')}</title>
      <TopBar
        user={session.user}
        email={email}
        tab={tab}
        onTab={setTab}
        onChangeEmail={() => {
          remove(STORAGE_KEYS.surveyEmail);
          setEmail(null);
        }}
        onLogout={() => void session.logout()}
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
          {closed && tab === 'survey' ? (
            <SurveyClosedNotice showResultsHint={signedIn || Boolean(email)} />
          ) : !signedIn && !email ? (
            <EmailEntry
              onEmail={(value) => {
                writeText(STORAGE_KEYS.surveyEmail, value);
                setEmail(value);
              }}
            />
          ) : tab === 'results' ? (
            <ResultsDashboard
              onTakeSurvey={() => setTab('survey')}
              {...(signedIn ? { fetchServerResults } : {})}
            />
          ) : (
            <SurveyFlow progress={progress} dispatch={dispatch} email={signedIn ? null : email} />
          )}
        </div>
      </main>
    </div>
  );
}
