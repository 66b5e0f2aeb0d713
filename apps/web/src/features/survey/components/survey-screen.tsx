import { QUESTION_COUNT, normaliseClassCode } from '@prca/core';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../components/page-loading';
import { serverCopyReplaced } from '../../../components/server-copy';
import type { SurveySettings } from '../../../lib/survey-settings';
import { forgetRespondent, respondentOf } from '../../../lib/respondent';
import { STORAGE_KEYS, readText, remove, writeText } from '../../../lib/storage';
import { useUserSession } from '../../../lib/user-session';
import { useProviderSignIn } from '../api/get-auth-status';
import { useClassChoice, type ChosenClass } from '../hooks/use-class-choice';
import { useOutbox } from '../hooks/use-outbox';
import { useStepHistory } from '../hooks/use-step-history';
import { useSurvey } from '../hooks/use-survey';
import { linkQuestionsOf } from '../state/link-answers';
import type { Step } from '../state/survey-progress';
import { DeclineEnding } from './decline-ending';
import { HeldSubmissions } from './held-submissions';
import { StatusNotes, type Notice } from './status-notes';
import { LabIdle } from './lab-idle';
import { SurveyClosedNotice } from './survey-closed-notice';
import { SheetUnavailable, SurveyEntry } from './survey-entry';
import { SurveyFlow } from './survey-flow';
import { SurveyFooter } from './survey-footer';
import type { ResultViews } from './survey-page';
import { TopBar, type SurveyTab } from './top-bar';
import { WithdrawButton } from './withdraw-button';

interface SurveyScreenProps extends ResultViews {
  /** Null only when this browser never reached the server: the sheet cannot be shown then. */
  settings: SurveySettings | null;
  labMode: boolean;
}

/** The survey and results tabs, in the order of issue 27's steps, for one student at a time. */
export function SurveyScreen({ settings, labMode, resultsTab, resultSummary }: SurveyScreenProps) {
  const { t } = useTranslation('survey');
  const session = useUserSession();
  const [email, setEmail] = useState(() => readText(STORAGE_KEYS.surveyEmail));
  const [tab, setTab] = useState<SurveyTab>('survey');
  const { progress, dispatch } = useSurvey();
  const classChoice = useClassChoice();
  const outbox = useOutbox();
  const providerSignIn = useProviderSignIn();
  const [linkedCode] = useState(() => new URLSearchParams(window.location.search).get('class'));
  const linked = linkedCode ? normaliseClassCode(linkedCode) : null;
  // The class link is settled once a class is confirmed on its step (its own, or another typed).
  const [linkSettled, setLinkSettled] = useState(() => classChoice.chosen?.code === linked);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [declined, setDeclined] = useState(false);

  // In lab mode a `signIn` study works as `anonymous`: a shared computer offers no sign-in.
  const identity =
    labMode && settings?.respondentIdentity === 'signIn'
      ? 'anonymous'
      : (settings?.respondentIdentity ?? 'anonymous');
  const user = session.user;
  const givenEmail = identity === 'email' ? email : null;
  const respondent = respondentOf(user, givenEmail, identity === 'anonymous');
  const identityKnown = identity === 'anonymous' || user !== null || givenEmail !== null;
  const classPending =
    progress.startedAt === undefined &&
    ((linked !== null && !linkSettled) ||
      (settings?.classCodeRequired === true && classChoice.chosen === null));
  // The linking questions (issue 32) come after who is answering, while the study links waves.
  const linkQuestions = linkQuestionsOf(settings?.linkQuestionKeys ?? []);
  const linkAsked = linkQuestions.length > 0;
  const skipped = (step: Step) =>
    (step === 'identity' && identityKnown) ||
    (step === 'link' && !linkAsked) ||
    (step === 'class' && linked === null && settings?.classCodeRequired !== true);
  useStepHistory(progress, dispatch, skipped);

  // One student at a time: whoever comes next starts with nothing of the previous one's. On
  // leaving a shared computer (lab mode) the results go too; a student who only changes the
  // e-mail or signs out keeps theirs in this browser, shown to nobody else (lib/respondent.ts).
  const startFresh = useCallback(() => {
    if (labMode) {
      forgetRespondent(respondent);
      remove(STORAGE_KEYS.surveyResponses);
    } else {
      remove(STORAGE_KEYS.surveyEmail);
    }
    setEmail(null);
    classChoice.clear();
    setLinkSettled(false);
    dispatch({ type: 'retake' });
    setTab('survey');
    setDeclined(false);
    setNotice(null);
  }, [respondent, labMode, classChoice, dispatch]);

  const completed = progress.step === 'completed';
  // Until the session is known the server's copy of the sheet stays (components/server-copy.ts).
  useEffect(() => {
    if (!session.loading) serverCopyReplaced();
  }, [session.loading]);
  if (session.loading) return <PageLoading />;
  const result = completed ? progress.result : undefined;
  const stepTitle = declined
    ? t('declined.title')
    : tab === 'results'
      ? t('tabs.results')
      : {
          class: t('classCode.title'),
          sheet: classPending ? t('classCode.title') : t('sheet.title'),
          identity: t('entry.title'),
          link: t('link.title'),
          demographicsA: t('partA.title'),
          demographicsB: t('partB.title'),
          questions: t('questions.progress', {
            current: progress.questionIndex + 1,
            total: QUESTION_COUNT,
          }),
          completed: t('completed.title'),
        }[progress.step];

  // Never silently: answers not yet submitted are lost, so the student says so first.
  const mayLeave = () =>
    progress.startedAt === undefined || completed || window.confirm(t('respondent.discardConfirm'));
  const withdraw = (responseId: string, onWithdrawn: () => void, size?: 'small') =>
    respondent === null ? null : (
      <WithdrawButton responseId={responseId} onWithdrawn={onWithdrawn} size={size} />
    );
  const chooseClass = (chosen: ChosenClass) => {
    classChoice.choose(chosen);
    setLinkSettled(true);
    // The link's code has done its job once confirmed: the address is clean for a reload.
    if (chosen.schoolName !== undefined && linked !== null) {
      const params = new URLSearchParams(window.location.search);
      params.delete('class');
      const search = params.toString();
      window.history.replaceState(window.history.state, '', `/survey${search ? `?${search}` : ''}`);
    }
    dispatch({ type: 'goTo', step: 'sheet' });
  };

  return (
    <div className="min-h-screen bg-slate-50">
      <title>{`${stepTitle} – ${t('title')}`}</title>
      <TopBar
        user={user}
        email={givenEmail}
        showTabs={respondent !== null && !declined}
        tab={tab}
        onTab={setTab}
        onChangeEmail={() => {
          if (mayLeave()) startFresh();
        }}
        onLogout={() => {
          if (!mayLeave()) return;
          startFresh();
          void session.logout();
        }}
      />
      <main id="main" className="mx-auto max-w-3xl px-4 py-6">
        <StatusNotes waiting={outbox.waiting.length - outbox.held.length} notice={notice} />
        <HeldSubmissions held={outbox.held} />
        <div className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
          {settings?.acceptingResponses === false && tab === 'survey' && !completed ? (
            <SurveyClosedNotice showResultsHint={respondent !== null} />
          ) : declined ? (
            <DeclineEnding onRestart={() => setDeclined(false)} />
          ) : tab === 'results' ? (
            resultsTab(
              respondent,
              () => setTab('survey'),
              // A signed-in student withdraws from the list too (the sheet says so).
              user ? (id, done) => withdraw(id, done, 'small') : undefined,
            )
          ) : !settings ? (
            <SheetUnavailable />
          ) : progress.step === 'class' ||
            progress.step === 'sheet' ||
            progress.step === 'identity' ? (
            <SurveyEntry
              progress={progress}
              dispatch={dispatch}
              settings={settings}
              classChoice={classChoice}
              classPending={classPending}
              linkedCode={linkedCode}
              onClassChosen={chooseClass}
              identity={identity}
              identityKnown={identityKnown}
              signInOffered={providerSignIn && !labMode}
              onAssented={() => setNotice(null)}
              onDeclined={() => {
                setNotice(null);
                setDeclined(true);
              }}
              onEmail={(value) => {
                writeText(STORAGE_KEYS.surveyEmail, value);
                setEmail(value);
              }}
              afterIdentity={linkAsked ? 'link' : 'demographicsA'}
            />
          ) : (
            <SurveyFlow
              progress={progress}
              dispatch={dispatch}
              email={givenEmail}
              respondent={respondent}
              delivery={
                result?.pending
                  ? outbox.waiting.includes(result.id)
                    ? 'queued'
                    : 'sent'
                  : undefined
              }
              labMode={labMode}
              onFinish={() => {
                startFresh();
                if (user) void session.logout();
                setNotice('cleared');
              }}
              resultSummary={resultSummary}
              classCode={classChoice.chosen?.code}
              sealingKey={settings.sealingKey}
              withdraw={(id) =>
                withdraw(id, () => {
                  dispatch({ type: 'retake' });
                  setNotice('withdrawn');
                })
              }
              onBackToSheet={() => dispatch({ type: 'goTo', step: 'sheet' })}
              linkQuestions={linkQuestions}
            />
          )}
        </div>
      </main>
      {labMode && settings && (
        <LabIdle
          settings={settings}
          completed={completed}
          unfinished={!completed && progress.startedAt !== undefined}
          onFreshStart={startFresh}
        />
      )}
      <SurveyFooter />
    </div>
  );
}
