import { QUESTION_COUNT } from '@prca/core';
import type { LocalSurveyResult } from '../../../lib/local-results';
import {
  freshProgress,
  type PartAAnswers,
  type PartBAnswers,
  type Step,
  type SurveyProgress,
} from './survey-progress';

export type SurveyAction =
  | { type: 'goTo'; step: Step }
  /** "I agree to take part": the survey begins, under this version of the sheet. */
  | { type: 'assent'; consentVersion: number | undefined; startedAt: string; next: Step }
  | { type: 'setPartA'; field: keyof PartAAnswers; value: string }
  | { type: 'setPartB'; field: 'awareness' | 'impact_level' | 'causesOtherText'; value: string }
  | { type: 'toggleCause'; cause: string }
  | { type: 'setLink'; question: string; value: string }
  | { type: 'answer'; question: number; value: number }
  | { type: 'showQuestion'; index: number }
  | { type: 'completed'; result: LocalSurveyResult }
  | { type: 'retake' };

function setPartB(partB: PartBAnswers, field: string, value: string): PartBAnswers {
  return { ...partB, [field]: value };
}

export function surveyReducer(state: SurveyProgress, action: SurveyAction): SurveyProgress {
  switch (action.type) {
    case 'goTo':
      return { ...state, step: action.step };
    case 'assent':
      return {
        ...state,
        step: action.next,
        startedAt: state.startedAt ?? action.startedAt,
        ...(action.consentVersion === undefined ? {} : { consentVersion: action.consentVersion }),
      };
    case 'setPartA':
      return { ...state, partA: { ...state.partA, [action.field]: action.value } };
    case 'setPartB':
      return { ...state, partB: setPartB(state.partB, action.field, action.value) };
    case 'setLink':
      return { ...state, link: { ...state.link, [action.question]: action.value } };
    case 'toggleCause': {
      const { causes } = state.partB;
      const next = causes.includes(action.cause)
        ? causes.filter((cause) => cause !== action.cause)
        : [...causes, action.cause];
      return { ...state, partB: { ...state.partB, causes: next } };
    }
    case 'answer':
      return {
        ...state,
        answers: { ...state.answers, [`question${action.question}`]: action.value },
      };
    case 'showQuestion':
      return {
        ...state,
        questionIndex: Math.min(Math.max(action.index, 0), QUESTION_COUNT - 1),
      };
    case 'completed':
      return { ...state, step: 'completed', result: action.result };
    case 'retake':
      return freshProgress();
  }
}
