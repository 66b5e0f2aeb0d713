import { useEffect, useReducer } from 'react';
import { loadProgress, saveProgress } from '../state/survey-progress';
import { surveyReducer } from '../state/survey-reducer';

/** The survey's state, restored from the browser on load and saved after every change. */
export function useSurvey() {
  const [progress, dispatch] = useReducer(surveyReducer, undefined, loadProgress);
  useEffect(() => saveProgress(progress), [progress]);
  return { progress, dispatch };
}
