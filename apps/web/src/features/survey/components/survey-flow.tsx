import { QUESTION_COUNT, QUESTION_KEYS } from '@prca/core';
import { useRef, useState } from 'react';
import { useLanguage } from '../../../i18n/use-language';
import { ApiRequestError } from '../../../lib/api-client';
import { loadSchemas } from '../../../lib/load-schemas';
import { reportSurveyProgress } from '../api/report-survey-progress';
import { startSurveySession } from '../api/start-survey-session';
import { submitSurvey } from '../api/submit-survey';
import { buildPayload } from '../api/survey-payload';
import { useClassChoice } from '../hooks/use-class-choice';
import { useValidationMessage } from '../hooks/use-validation-message';
import type { SurveyProgress } from '../state/survey-progress';
import type { SurveyAction } from '../state/survey-reducer';
import { ClassCodeStep } from './class-code-step';
import { CompletionStep } from './completion-step';
import { IntroductionStep } from './introduction-step';
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
  /** Whether the settings require a class code before starting. */
  classCodeRequired: boolean;
}

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
  const { progress, dispatch, email, resultSummary, classCodeRequired } = props;
  const { language } = useLanguage();
  const error = useValidationMessage();
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // Per attempt: "Take the survey again" makes a new session, whose progress is reported from
  // its first question again, as on a first attempt.
  const reported = useRef({ sessionId: progress.sessionId, furthest: 0 });
  const classChoice = useClassChoice();
  const classCode = classChoice.chosen?.code;

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
      const result = await submitSurvey(payload, props.respondent);
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
    case 'introduction':
      return (
        <IntroductionStep
          resuming={progress.startedAt !== undefined}
          onStart={() => {
            if (classCodeRequired && !classCode) return classChoice.demand();
            if (!progress.startedAt) startSurveySession(progress.sessionId, classCode);
            dispatch({ type: 'begin', startedAt: new Date().toISOString() });
          }}
        >
          <ClassCodeStep choice={classChoice} required={classCodeRequired} />
        </IntroductionStep>
      );
    case 'demographicsA':
      return (
        <PartAStep
          answers={progress.partA}
          onChange={(field, value) => dispatch({ type: 'setPartA', field, value })}
          onBack={() => dispatch({ type: 'goTo', step: 'introduction' })}
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
        >
          {resultSummary(progress.result)}
        </CompletionStep>
      ) : null;
  }
}
