import {
  AWARENESS_LEVELS,
  CAUSES,
  GENDERS,
  GRADES,
  IMPACT_LEVELS,
  INSTRUMENT_WORDING_VERSION,
  PARTICIPATION_LEVELS,
  scoreAnswers,
} from '@prca/core';
import type { surveyResponses } from '../../src/db/schema';
import { LEAST_APPREHENSIVE, MOST_APPREHENSIVE, PATTERNED_ANSWERS } from './submissions';

/** Answers with a known total: 24, 84 or 120. */
export const ANSWERS_FOR_TOTAL = {
  24: LEAST_APPREHENSIVE,
  84: PATTERNED_ANSWERS,
  120: MOST_APPREHENSIVE,
} as const;

export interface Sheet {
  grade: string;
  gender: string;
  participation?: string;
  awareness?: string;
  impactLevel?: string;
  causes?: string[];
  causesOtherText?: string | null;
  total?: keyof typeof ANSWERS_FOR_TOTAL;
  createdAt?: Date;
}

/** The answer and score columns of a stored response, scored by core as a submission would be. */
export function scoredColumns(answers: readonly number[]) {
  const score = scoreAnswers([...answers]);
  return {
    answers: [...answers],
    totalScore: score.totalScore,
    ...score.subscores,
    interpretation: score.interpretation.overall,
    locale: 'vi',
    wordingVersion: INSTRUMENT_WORDING_VERSION,
  };
}

/** A stored response with the given demographics. */
export function responseRow({
  total = 84,
  ...columns
}: Sheet): typeof surveyResponses.$inferInsert {
  return {
    participation: 'sometimes',
    awareness: 'familiar',
    impactLevel: 'moderate_impact',
    causes: ['fear_of_judgment'],
    ...columns,
    ...scoredColumns(ANSWERS_FOR_TOTAL[total]),
  };
}

/*
 * Responses that differ from row to row, for tests of figures kept or filtered by these columns:
 * a few dozen rows reach every value of every question, each question read from other bits of
 * the row number, so that no two of them move together.
 */

/** The answers to parts A and B of row `row`; its two causes are one when row % 5 is 0. */
export function variedDemographics(row: number) {
  return {
    grade: GRADES[row % 3]!,
    gender: GENDERS[(row >> 1) % 3]!,
    participation: PARTICIPATION_LEVELS[(row >> 2) % 4]!,
    awareness: AWARENESS_LEVELS[row % 3]!,
    impactLevel: IMPACT_LEVELS[(row * 5) % IMPACT_LEVELS.length]!,
    causes: [CAUSES[row % CAUSES.length]!, CAUSES[(row * 3) % CAUSES.length]!],
  };
}

/** The 24 answers (1 to 5) of row `row`. */
export function variedAnswers(row: number): number[] {
  return Array.from({ length: 24 }, (_, item) => ((row * 7 + item * (row % 5)) % 5) + 1);
}

type Pair = [count: number, percentage: number];

/** A gender breakdown written as [count, percentage] for male, female and other. */
export const genderShares = (male: Pair, female: Pair, other: Pair) =>
  (
    [
      ['male', male],
      ['female', female],
      ['other', other],
    ] as const
  ).map(([gender, [count, percentage]]) => ({ gender, count, percentage }));

/** Nobody of any gender. */
export const NO_GENDERS = genderShares([0, 0], [0, 0], [0, 0]);

/** Eight respondents whose demographics and section B answers the analytics tests count by hand. */
// prettier-ignore
export const EIGHT_SHEETS: Sheet[] = [
  { grade: 'grade10', gender: 'male', participation: 'frequently', awareness: 'familiar', impactLevel: 'no_impact', causes: ['conversation_skills'], total: 24 },
  { grade: 'grade10', gender: 'female', participation: 'sometimes', awareness: 'familiar', impactLevel: 'mild_impact', causes: ['fear_of_judgment', 'academic_pressure'], total: 84 },
  { grade: 'grade10', gender: 'female', participation: 'sometimes', awareness: 'unfamiliar', impactLevel: 'severe_impact', causes: ['fear_of_judgment'], total: 120 },
  { grade: 'grade11', gender: 'male', participation: 'rarely', awareness: 'heard_but_unsure', impactLevel: 'moderate_impact', causes: ['fear_of_judgment', 'other'], causesOtherText: 'Sợ nói sai', total: 84 },
  { grade: 'grade11', gender: 'other', participation: 'never', awareness: 'familiar', impactLevel: 'significant_impact', causes: ['other'], causesOtherText: 'Ngại', total: 120 },
  // A repeated cause counts once.
  { grade: 'grade12', gender: 'female', participation: 'sometimes', awareness: 'familiar', impactLevel: 'severe_impact', causes: ['academic_pressure', 'fear_of_judgment', 'academic_pressure'], total: 120 },
  { grade: 'grade12', gender: 'male', participation: 'frequently', awareness: 'unfamiliar', impactLevel: 'no_impact', causes: ['no_need'], total: 24 },
  { grade: 'grade12', gender: 'female', participation: 'rarely', awareness: 'familiar', impactLevel: 'significant_impact', causes: ['self_consciousness', 'other'], causesOtherText: 'Tự ti', total: 84 },
];
