import { scoreAnswers } from '@prca/core';
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

/** A stored response with the given demographics, scored by core as a submission would be. */
export function responseRow({
  total = 84,
  ...columns
}: Sheet): typeof surveyResponses.$inferInsert {
  const answers = [...ANSWERS_FOR_TOTAL[total]];
  const score = scoreAnswers(answers);
  return {
    participation: 'sometimes',
    awareness: 'familiar',
    impactLevel: 'moderate_impact',
    causes: ['fear_of_judgment'],
    ...columns,
    answers,
    totalScore: score.totalScore,
    ...score.subscores,
    interpretation: score.interpretation.overall,
    locale: 'vi',
  };
}
