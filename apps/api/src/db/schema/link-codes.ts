import { LINK_QUESTIONS } from '@prca/core';
import { check, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from './sql-helpers';
import { surveyResponses } from './survey-responses';

/**
 * A response's answers to the linking questions (issue 32), one row per question, each only as
 * HMAC-SHA-256 with the identity secret (identity/hasher.ts `linkHash`), never the answer: a
 * copy of the database alone gives no answer back, and two codes that differ in one answer still
 * share the others' hashes. Kept apart from survey_responses so that no kept figure's trigger
 * or export sees them; a withdrawn or deleted response takes its rows with it.
 */
export const responseLinkCodes = pgTable(
  'response_link_codes',
  {
    responseId: uuid('response_id')
      .notNull()
      .references(() => surveyResponses.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    hash: text('hash').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.responseId, table.question] }),
    check(
      'response_link_codes_question_known',
      oneOf(
        table.question,
        LINK_QUESTIONS.map((question) => question.key),
      ),
    ),
  ],
);
