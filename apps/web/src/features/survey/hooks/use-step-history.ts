import { useEffect, useRef } from 'react';
import { STEPS, type Step, type SurveyProgress } from '../state/survey-progress';
import type { SurveyAction } from '../state/survey-reducer';

/** The screens before the questions, in the order the respondent meets them. */
const BEFORE_QUESTIONS: readonly Step[] = STEPS.slice(0, STEPS.indexOf('questions'));

function positionOf(progress: SurveyProgress): number {
  if (progress.step === 'completed') return Number.MAX_SAFE_INTEGER;
  if (progress.step === 'questions') return BEFORE_QUESTIONS.length + progress.questionIndex;
  return BEFORE_QUESTIONS.indexOf(progress.step);
}

function moveTo(
  position: number,
  dispatch: (action: SurveyAction) => void,
  skipped: (step: Step) => boolean,
): void {
  if (position < BEFORE_QUESTIONS.length) {
    // A step with nothing to ask (who is answering, once known) is passed on the way back.
    let index = Math.max(position, 0);
    while (index > 0 && skipped(BEFORE_QUESTIONS[index]!)) index -= 1;
    const step = BEFORE_QUESTIONS[index]!;
    return dispatch({ type: 'goTo', step: skipped(step) ? 'sheet' : step });
  }
  dispatch({ type: 'goTo', step: 'questions' });
  dispatch({ type: 'showQuestion', index: position - BEFORE_QUESTIONS.length });
}

interface SurveyHistoryState {
  surveyPosition?: number;
}

/**
 * The phone's Back button (the browser's history) inside the survey goes to the previous
 * step, not out of the survey: each step forward is a history entry (same URL), and going
 * back through them shows the step again. A submitted survey is not reopened that way.
 */
export function useStepHistory(
  progress: SurveyProgress,
  dispatch: (action: SurveyAction) => void,
  skipped: (step: Step) => boolean,
): void {
  const position = positionOf(progress);
  const current = useRef(position);
  const skip = useRef(skipped);
  useEffect(() => {
    skip.current = skipped;
  });

  useEffect(() => {
    current.current = position;
    const state = (window.history.state ?? {}) as SurveyHistoryState;
    if (state.surveyPosition === position) return;
    const entry = { ...state, surveyPosition: position };
    // Forward adds an entry; the entry the survey opened on, and a step back with the page's
    // own button, replace the current one.
    if (state.surveyPosition !== undefined && position > state.surveyPosition) {
      window.history.pushState(entry, '');
    } else {
      window.history.replaceState(entry, '');
    }
  }, [position]);

  useEffect(() => {
    const onPop = (event: PopStateEvent) => {
      const target = (event.state as SurveyHistoryState | null)?.surveyPosition;
      if (target === undefined || current.current === Number.MAX_SAFE_INTEGER) return;
      if (target < current.current) moveTo(target, dispatch, skip.current);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [dispatch]);
}
