import { LOCALES, QUESTION_COUNT } from '@prca/core';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from './sql-helpers';
import { classes, schools, waves } from './study';

/** One row per survey started: the source of the engagement analytics. */
export const surveySessions = pgTable(
  'survey_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    // When the server first heard of the session; a session first heard of with its submission
    // (started offline) has the submission's time, whatever start the browser claims.
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    furthestQuestion: smallint('furthest_question').notNull().default(0),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    locale: text('locale'),
    // The class whose code opened the survey, with its school and wave (as on survey_responses),
    // so that engagement is counted for the same subsets as the responses.
    classId: uuid('class_id').references(() => classes.id, { onDelete: 'restrict' }),
    schoolId: uuid('school_id').references(() => schools.id, { onDelete: 'restrict' }),
    waveId: uuid('wave_id').references(() => waves.id, { onDelete: 'restrict' }),
  },
  (table) => [
    check(
      'survey_sessions_furthest_question_range',
      sql`${table.furthestQuestion} BETWEEN 0 AND ${sql.raw(String(QUESTION_COUNT))}`,
    ),
    check('survey_sessions_locale_known', oneOf(table.locale, LOCALES)),
    index('survey_sessions_started_at_idx').on(table.startedAt),
    index('survey_sessions_class_id_idx').on(table.classId),
    index('survey_sessions_school_id_idx').on(table.schoolId),
    index('survey_sessions_wave_id_idx').on(table.waveId),
    // The unfinished sessions per furthest question, read from the index alone.
    index('survey_sessions_unfinished_idx')
      .on(table.furthestQuestion, table.lastActivityAt)
      .where(sql`${table.completedAt} IS NULL`),
  ],
);
