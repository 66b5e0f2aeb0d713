import { CATEGORIES } from '../instrument/categories';
import { ITEMS, QUESTION_COUNT } from '../instrument/items';
import { MAX_ANSWER, MIN_ANSWER, isAnswerValue } from '../instrument/options';
import { interpretSubscore, interpretTotal } from './interpret';
import type { ContextLevel, TotalLevel } from './interpret';

export type QuestionKey = `question${number}`;

/** Answers keyed question1..question24, each an integer 1–5 (SPEC.md section 3). */
export type Responses = Readonly<Record<QuestionKey, number>>;

export function questionKey(id: number): QuestionKey {
  if (!Number.isInteger(id) || id < 1 || id > QUESTION_COUNT) {
    throw new RangeError(`Question id must be an integer from 1 to ${QUESTION_COUNT}, got ${id}`);
  }
  return `question${id}`;
}

export const QUESTION_KEYS: readonly QuestionKey[] = ITEMS.map((item) => questionKey(item.id));

function invalidAnswer(key: QuestionKey, value: unknown): RangeError {
  return new RangeError(
    `Answer to ${key} must be an integer from ${MIN_ANSWER} to ${MAX_ANSWER}, got ${String(value)}`,
  );
}

/**
 * The answers in question order (index 0 is question1). Accepts untrusted input, e.g. a result
 * read back from local storage; keys other than question1..question24 are ignored.
 */
export function answersFromResponses(responses: Readonly<Record<string, unknown>>): number[] {
  return QUESTION_KEYS.map((key) => {
    if (!Object.hasOwn(responses, key) || responses[key] === undefined) {
      throw new RangeError(`Missing answer to ${key}`);
    }
    const value = responses[key];
    if (!isAnswerValue(value)) throw invalidAnswer(key, value);
    return value;
  });
}

function assertAnswers(answers: readonly number[]): void {
  if (answers.length !== QUESTION_COUNT) {
    throw new RangeError(`Expected ${QUESTION_COUNT} answers, got ${answers.length}`);
  }
  answers.forEach((value, index) => {
    if (!isAnswerValue(value)) throw invalidAnswer(questionKey(index + 1), value);
  });
}

function answerTo(answers: readonly number[], id: number): number {
  const value = answers[id - 1];
  if (value === undefined) throw new RangeError(`Missing answer to ${questionKey(id)}`);
  return value;
}

/**
 * Each answer turned so that a higher number means more apprehension: plus items as given,
 * minus items reversed (6 − answer). Reliability statistics are computed on these, and their
 * sum is the total (DESIGN.md, "Scoring").
 */
export function orientedAnswers(answers: readonly number[]): number[] {
  assertAnswers(answers);
  return ITEMS.map((item) => {
    const value = answerTo(answers, item.id);
    return item.key === 'plus' ? value : MIN_ANSWER + MAX_ANSWER - value;
  });
}

export interface Subscores {
  groupDiscussion: number;
  meetings: number;
  interpersonal: number;
  publicSpeaking: number;
}

/** The constant of SPEC.md's formula: three minus items per context, reversed, give 3 × 6. */
const SUBSCORE_BASE = 18;

/** SPEC.md section 9, as written: 18 + sum(plus items) − sum(minus items) per context. */
export function computeSubscores(answers: readonly number[]): Subscores {
  assertAnswers(answers);
  const subscores: Subscores = {
    groupDiscussion: SUBSCORE_BASE,
    meetings: SUBSCORE_BASE,
    interpersonal: SUBSCORE_BASE,
    publicSpeaking: SUBSCORE_BASE,
  };
  for (const item of ITEMS) {
    const value = answerTo(answers, item.id);
    subscores[item.category] += item.key === 'plus' ? value : -value;
  }
  return subscores;
}

export function totalFromSubscores(subscores: Subscores): number {
  return CATEGORIES.reduce((sum, category) => sum + subscores[category], 0);
}

/** The individual interpretation (not the report bands) of one result. */
export interface Interpretation {
  overall: TotalLevel;
  groupDiscussion: ContextLevel;
  meetings: ContextLevel;
  interpersonal: ContextLevel;
  publicSpeaking: ContextLevel;
}

export function interpretScores(subscores: Subscores): Interpretation {
  return {
    overall: interpretTotal(totalFromSubscores(subscores)),
    groupDiscussion: interpretSubscore('groupDiscussion', subscores.groupDiscussion),
    meetings: interpretSubscore('meetings', subscores.meetings),
    interpersonal: interpretSubscore('interpersonal', subscores.interpersonal),
    publicSpeaking: interpretSubscore('publicSpeaking', subscores.publicSpeaking),
  };
}

export interface SurveyScore {
  totalScore: number;
  /** total / 4, the mean subscore (6–30), unrounded; not an average on the 1–5 answer scale. */
  averageScore: number;
  subscores: Subscores;
  interpretation: Interpretation;
}

export function scoreAnswers(answers: readonly number[]): SurveyScore {
  const subscores = computeSubscores(answers);
  const totalScore = totalFromSubscores(subscores);
  return {
    totalScore,
    averageScore: totalScore / CATEGORIES.length,
    subscores,
    interpretation: interpretScores(subscores),
  };
}

export function scoreSurvey(responses: Readonly<Record<string, unknown>>): SurveyScore {
  return scoreAnswers(answersFromResponses(responses));
}
