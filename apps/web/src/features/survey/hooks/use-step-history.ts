import { useEffect, useRef } from 'react';
import type { SurveyProgress } from '../state/survey-progress';
import type { SurveyAction } from '../state/survey-reducer';

/** The place of a screen in the survey, in the order the respondent meets them. */
function positionOf(progress: SurveyProgress): number {
  switch (progress.step) {
    case 'introduction':
      return 0;
    case 'demographicsA':
      return 1;
    case 'demographicsB':
      return 2;
    case 'questions':
      return 3 + progress.questionIndex;
    case 'completed':
      return Number.MAX_SAFE_INTEGER;
  }
}

function moveTo(position: number, dispatch: (action: SurveyAction) => void): void {
  if (position <= 0) return dispatch({ type: 'goTo', step: 'introduction' });
  if (position === 1) return dispatch({ type: 'goTo', step: 'demographicsA' });
  if (position === 2) return dispatch({ type: 'goTo', step: 'demographicsB' });
  dispatch({ type: 'goTo', step: 'questions' });
  dispatch({ type: 'showQuestion', index: position - 3 });
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
): void {
  const position = positionOf(progress);
  const current = useRef(position);

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
      if (target < current.current) moveTo(target, dispatch);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [dispatch]);
}
