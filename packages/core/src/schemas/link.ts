import { z } from 'zod';
import { isLinkLetter } from '../linking/letters';
import {
  LINK_QUESTIONS,
  LINK_QUESTION_KINDS,
  linkAnswerMessage,
  type LinkQuestionKey,
} from '../linking/questions';

/*
 * The linking questions of issue 32 as the API speaks of them: the public settings list them,
 * a submission carries the answers. Each answer's message names its question, so a student (or
 * a client) is told which one to fix.
 */

/** One question as GET /api/settings/public lists it. */
export const linkQuestionSchema = z.object({
  key: z.string(),
  kind: z.enum(LINK_QUESTION_KINDS),
  min: z.number().int().optional(),
  max: z.number().int().optional(),
});

function answerSchema(question: (typeof LINK_QUESTIONS)[number]) {
  const error = linkAnswerMessage(question.key);
  if (question.kind === 'letter') {
    return z.string({ error }).max(16, { error }).refine(isLinkLetter, { error });
  }
  return z
    .number({ error })
    .int({ error })
    .min(question.min, { error })
    .max(question.max, { error });
}

/**
 * `link` of POST /api/surveys: every question answered, nothing else. Letters are kept as typed
 * here; the server reduces them (normaliseLinkLetter) before hashing.
 */
export const linkAnswersSchema = z
  .object(
    Object.fromEntries(
      LINK_QUESTIONS.map((question) => [question.key, answerSchema(question)]),
    ) as unknown as {
      [K in LinkQuestionKey]: z.ZodType<string | number>;
    },
  )
  .strict();

export type LinkAnswersInput = z.input<typeof linkAnswersSchema>;
