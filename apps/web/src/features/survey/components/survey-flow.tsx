import { QUESTION_COUNT, QUESTION_KEYS, type LinkQuestion, type SealingKey } from '@prca/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLanguage } from '../../../i18n/use-language';
import { ApiRequestError } from '../../../lib/api-client';
import { loadSchemas } from '../../../lib/load-schemas';
import { reportSurveyProgress } from '../api/report-survey-progress';
import { submitSurvey } from '../api/submit-survey';
import { buildPayload } from '../api/survey-payload';
import { useValidationMessage } from '../hooks/use-validation-message';
import type { SurveyProgress } from '../state/survey-progress';
import type { SurveyAction } from '../state/survey-reducer';
import { CompletionStep } from './completion-step';
import { LinkStep } from './link-step';
import { PartAStep } from './part-a-step';
import { PartBStep } from './part-b-step';
import { QuestionStep } from './question-step';
import type { ResultViews } from './survey-page';

interface SurveyFlowProps {
  progress: SurveyProgress;
  dispatch: (action: SurveyAction) => void;
  email: string | null;
  /** Whose answers these are (lib/respondent.ts). */
  respondent: string | null;
  /** Of a result scored here while offline: still queued, or since received by the server. */
  delivery: 'queued' | 'sent' | undefined;
  labMode: boolean;
  /** "Finish and leave this computer". */
  onFinish: () => void;
  resultSummary: ResultViews['resultSummary'];
  /** The class the response goes to (confirmed, or taken offline unchecked). */
  classCode: string | undefined;
  /** What queued answers are sealed to (issue 27). */
  sealingKey: SealingKey | null;
  /** "Withdraw my response" for a result, where it can be done. */
  withdraw: (responseId: string) => ReactNode;
  /** Where part A's Back goes, unless the linking questions come between: the information sheet. */
  onBackToSheet: () => void;
  /** The linking questions to ask before part A (issue 32); none when the study does not link. */
  linkQuestions: readonly LinkQuestion[];
}

const NO_LINK_ANSWERS: Readonly<Record<string, string>> = {};

/** The message key that stops a submission (SPEC.md section 5, "Submit requires …"). */
async function submissionProblem(
  progress: SurveyProgress,
  payload: ReturnType<typeof buildPayload>,
) {
  if (QUESTION_KEYS.some((key) => progress.answers[key] === undefined)) {
    return 'submit.answersIncomplete';
  }
  const demographics = (await loadSchemas()).demographicsSchema.safeParse(payload.demographics);
  if (!demographics.success) {
    const key = demographics.error.issues[0]?.message;
    return key === 'partB.otherTextRequired' ? key : 'submit.demographicsMissing';
  }
  return null;
}

export function SurveyFlow(props: SurveyFlowProps) {
  const { progress, dispatch, email, resultSummary, classCode } = props;
  const { language } = useLanguage();
  const error = useValidationMessage();
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // Per attempt: "Take the survey again" makes a new session, whose progress is reported from
  // its first question again, as on a first attempt.
  const reported = useRef({ sessionId: progress.sessionId, furthest: 0 });
  // A kept progress on the linking questions of a study that has since stopped asking them.
  const noLinking = props.linkQuestions.length === 0;
  useEffect(() => {
    if (progress.step === 'link' && noLinking) dispatch({ type: 'goTo', step: 'demographicsA' });
  }, [progress.step, noLinking, dispatch]);

  const showQuestion = (index: number) => {
    dispatch({ type: 'showQuestion', index });
    error.clear();
    setServerMessage(null);
    if (reported.current.sessionId !== progress.sessionId) {
      reported.current = { sessionId: progress.sessionId, furthest: 0 };
    }
    if (index + 1 > reported.current.furthest) {
      reported.current.furthest = index + 1;
      reportSurveyProgress(progress.sessionId, index + 1);
    }
  };

  const submit = async () => {
    const payload = { ...buildPayload(progress, email, language), ...(classCode && { classCode }) };
    const problem = await submissionProblem(progress, payload);
    if (problem) return error.show(problem);
    setSubmitting(true);
    try {
      const result = await submitSurvey(payload, props.respondent, props.sealingKey);
      dispatch({ type: 'completed', result });
    } catch (failure) {
      console.error('Survey submission failed', failure);
      if (failure instanceof ApiRequestError) setServerMessage(failure.message);
      else error.show('submit.failed');
    } finally {
      setSubmitting(false);
    }
  };

  const next = () => {
    const item = progress.questionIndex + 1;
    const answer = progress.answers[`question${item}`];
    if (answer === undefined) return error.show('question.answerRequired');
    if (!Number.isInteger(answer) || answer < 1 || answer > 5) {
      return error.show('question.answerInvalid');
    }
    if (item === QUESTION_COUNT) return void submit();
    showQuestion(progress.questionIndex + 1);
  };

  switch (progress.step) {
    case 'link':
      return (
        <LinkStep
          questions={props.linkQuestions}
          answers={progress.link ?? NO_LINK_ANSWERS}
          onChange={(question, value) => dispatch({ type: 'setLink', question, value })}
          onBack={props.onBackToSheet}
          onNext={() => dispatch({ type: 'goTo', step: 'demographicsA' })}
        />
      );
    case 'demographicsA':
      return (
        <PartAStep
          answers={progress.partA}
          onChange={(field, value) => dispatch({ type: 'setPartA', field, value })}
          onBack={
            props.linkQuestions.length > 0
              ? () => dispatch({ type: 'goTo', step: 'link' })
              : props.onBackToSheet
          }
          onNext={() => dispatch({ type: 'goTo', step: 'demographicsB' })}
        />
      );
    case 'demographicsB':
      return (
        <PartBStep
          answers={progress.partB}
          onChange={(field, value) => dispatch({ type: 'setPartB', field, value })}
          onToggleCause={(cause) => dispatch({ type: 'toggleCause', cause })}
          onBack={() => dispatch({ type: 'goTo', step: 'demographicsA' })}
          onNext={() => {
            dispatch({ type: 'goTo', step: 'questions' });
            showQuestion(progress.questionIndex);
          }}
        />
      );
    case 'questions':
      return (
        <QuestionStep
          index={progress.questionIndex}
          answers={progress.answers}
          error={serverMessage ?? error.message}
          submitting={submitting}
          onAnswer={(question, value) => {
            error.clear();
            dispatch({ type: 'answer', question, value });
          }}
          onPrevious={() => showQuestion(progress.questionIndex - 1)}
          onNext={next}
        />
      );
    case 'completed':
      return progress.result ? (
        <CompletionStep
          onRetake={() => dispatch({ type: 'retake' })}
          onFinish={props.onFinish}
          labMode={props.labMode}
          delivery={props.delivery}
          withdraw={props.withdraw(progress.result.id)}
        >
          {resultSummary(progress.result)}
        </CompletionStep>
      ) : null;
    default:
      return null;
  }
}
