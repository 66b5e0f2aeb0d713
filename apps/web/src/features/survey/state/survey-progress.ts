import { QUESTION_COUNT } from '@prca/core';
import type { LocalSurveyResult } from '../../../lib/local-results';
import { STORAGE_KEYS, readJson, writeJson } from '../../../lib/storage';

/**
 * The order of the steps (issue 27): the class (when there is one), the information sheet and
 * assent, who is answering (when the identity mode asks), the linking questions (when the study
 * links its waves, issue 32), then the survey.
 */
export const STEPS = [
  'class',
  'sheet',
  'identity',
  'link',
  'demographicsA',
  'demographicsB',
  'questions',
  'completed',
] as const;
export type Step = (typeof STEPS)[number];

export interface PartAAnswers {
  grade?: string;
  gender?: string;
  participation?: string;
}

export interface PartBAnswers {
  awareness?: string;
  causes: string[];
  causesOtherText: string;
  impact_level?: string;
}

/**
 * Everything the respondent has done so far. It is saved in the browser after every change, so
 * a reload, a closed tab or a flat battery loses no answer.
 */
export interface SurveyProgress {
  step: Step;
  partA: PartAAnswers;
  partB: PartBAnswers;
  /** question1 … question24 → 1-5. */
  answers: Record<string, number>;
  /** The question on screen, 0-based. */
  questionIndex: number;
  /** Made in the browser: the idempotency key of the submission, and of the session. */
  responseId: string;
  sessionId: string;
  startedAt?: string;
  /** The information sheet's version the respondent agreed to; none in a progress from before. */
  consentVersion?: number;
  /** The answers to the linking questions as typed, by question (issue 32); none when not asked. */
  link?: Record<string, string>;
  result?: LocalSurveyResult;
}

export function freshProgress(): SurveyProgress {
  return {
    step: 'sheet',
    partA: {},
    partB: { causes: [], causesOtherText: '' },
    answers: {},
    questionIndex: 0,
    responseId: crypto.randomUUID(),
    sessionId: crypto.randomUUID(),
  };
}

function isProgress(value: unknown): value is SurveyProgress {
  const candidate = value as SurveyProgress | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    [...STEPS, 'introduction'].includes(candidate.step) &&
    typeof candidate.responseId === 'string' &&
    typeof candidate.sessionId === 'string' &&
    typeof candidate.answers === 'object' &&
    Number.isInteger(candidate.questionIndex) &&
    candidate.questionIndex >= 0 &&
    candidate.questionIndex < QUESTION_COUNT
  );
}

export function loadProgress(): SurveyProgress {
  const stored = readJson<unknown>(STORAGE_KEYS.surveyProgress, null);
  if (!isProgress(stored)) return freshProgress();
  // A progress from before the sheet existed: its introduction was where the sheet is now.
  return (stored.step as string) === 'introduction' ? { ...stored, step: 'sheet' } : stored;
}

export function saveProgress(progress: SurveyProgress): void {
  writeJson(STORAGE_KEYS.surveyProgress, progress);
}
