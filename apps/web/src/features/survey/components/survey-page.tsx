import { QUESTION_COUNT } from '@prca/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../components/page-loading';
import type { LocalSurveyResult } from '../../../lib/local-results';
import { usePublicSettings } from '../../../lib/public-settings';
import { forgetRespondent, labModeFromUrl, respondentOf } from '../../../lib/respondent';
import { STORAGE_KEYS, readText, remove, writeText } from '../../../lib/storage';
import { useUserSession } from '../../../lib/user-session';
import { useOutbox } from '../hooks/use-outbox';
import { useStepHistory } from '../hooks/use-step-history';
import { useSurvey } from '../hooks/use-survey';
import { EmailEntry } from './email-entry';
import { SurveyClosedNotice } from './survey-closed-notice';
import { SurveyFlow } from './survey-flow';
import { SurveyFooter } from './survey-footer';
import { TopBar, type SurveyTab } from './top-bar';

/**
 * What the survey shows of results, which are another feature's: the route that puts the two
 * together (app/routes/survey-page.tsx) fills these in.
 */
export interface ResultViews {
  /** The Results tab, of `respondent` only; `onTakeSurvey` switches back to the survey. */
  resultsTab: (respondent: string | null, onTakeSurvey: () => void) => ReactNode;
  /** One result in full, on the completion step. */
  resultSummary: (result: LocalSurveyResult) => ReactNode;
}

/** /survey: the e-mail or sign-in gate, then the survey and results tabs (SPEC.md section 2). */
export function SurveyPage({ resultsTab, resultSummary }: ResultViews) {
  const { t, ready } = useTranslation('survey');
  const session = useUserSession();
  const [email, setEmail] = useState(() => readText(STORAGE_KEYS.surveyEmail));
  const [tab, setTab] = useState<SurveyTab>('survey');
  const { progress, dispatch } = useSurvey();
  useStepHistory(progress, dispatch);
  const waiting = useOutbox();
  const [labMode] = useState(() => labModeFromUrl(window.location.search));
  const [leftComputer, setLeftComputer] = useState(false);
  // Not waited for: the survey opens at once and gives way if the settings say it is closed.
  const settings = usePublicSettings();
  const closed = settings?.acceptingResponses === false;

  if (!ready || session.loading) return <PageLoading />;
  const signedIn = session.user !== null;
  const respondent = respondentOf(session.user, email);
  const result = progress.step === 'completed' ? progress.result : undefined;
  // The tab's title says where the student is, as each step's heading does.
  const stepTitle =
    !signedIn && !email
      ? t('entry.title')
      : tab === 'results'
        ? t('tabs.results')
        : {
            introduction: t('intro.title'),
            demographicsA: t('partA.title'),
            demographicsB: t('partB.title'),
            questions: t('questions.progress', {
              current: progress.questionIndex + 1,
              total: QUESTION_COUNT,
            }),
            completed: t('completed.title'),
          }[progress.step];

  // One student at a time: whoever comes next starts with nothing of the previous one's.
  const startFresh = () => {
    dispatch({ type: 'retake' });
    setTab('survey');
  };
  // Never silently: answers not yet submitted are lost, so the student says so first.
  const mayLeave = () =>
    progress.startedAt === undefined ||
    progress.step === 'completed' ||
    window.confirm(t('respondent.discardConfirm'));
  const finishAndLeave = () => {
    forgetRespondent(respondent);
    setEmail(null);
    startFresh();
    setLeftComputer(true);
    if (signedIn) void session.logout();
  };
  return (
    <div className="min-h-screen bg-slate-50">
      <title>{`${stepTitle} – ${t('title')}`}</title>
      <TopBar
        user={session.user}
        email={email}
        tab={tab}
        onTab={setTab}
        onChangeEmail={() => {
          if (!mayLeave()) return;
          remove(STORAGE_KEYS.surveyEmail);
          setEmail(null);
          startFresh();
        }}
        onLogout={() => {
          if (!mayLeave()) return;
          startFresh();
          void session.logout();
        }}
      />
      <main id="main" className="mx-auto max-w-3xl px-4 py-6">
        {waiting.length > 0 && (
          <p
            role="status"
            className="no-print mb-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900"
          >
            {t('outbox.waiting', { count: waiting.length })}
          </p>
        )}
        {leftComputer && !respondent && (
          <p
            role="status"
            className="no-print mb-4 rounded-lg border border-emerald-300 bg-emerald-50 p-3 text-emerald-900"
          >
            {t('respondent.cleared')}
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
                setLeftComputer(false);
              }}
            />
          ) : tab === 'results' ? (
            resultsTab(respondent, () => setTab('survey'))
          ) : (
            <SurveyFlow
              progress={progress}
              dispatch={dispatch}
              email={signedIn ? null : email}
              respondent={respondent}
              delivery={
                result?.pending ? (waiting.includes(result.id) ? 'queued' : 'sent') : undefined
              }
              labMode={labMode}
              onFinish={finishAndLeave}
              resultSummary={resultSummary}
              classCodeRequired={settings?.classCodeRequired === true}
            />
          )}
        </div>
      </main>
      <SurveyFooter />
    </div>
  );
}
