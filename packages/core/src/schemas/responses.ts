import { z } from 'zod';
import { QUESTION_KEYS } from '../scoring/score';

/** One answer: 1 (strongly agree) to 5 (strongly disagree). */
export const answerSchema = z
  .number({
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? 'submit.answersIncomplete'
        : 'question.answerInvalid',
  })
  .int({ error: 'question.answerInvalid' })
  .min(1, { error: 'question.answerInvalid' })
  .max(5, { error: 'question.answerInvalid' });

export type ResponsesRecord = Record<(typeof QUESTION_KEYS)[number], number>;

/** The 24 answers keyed question1 … question24 (SPEC.md section 3). */
export const responsesSchema = z.object(
  Object.fromEntries(QUESTION_KEYS.map((key) => [key, answerSchema])) as Record<
    (typeof QUESTION_KEYS)[number],
    typeof answerSchema
  >,
  { error: 'submit.answersIncomplete' },
);
