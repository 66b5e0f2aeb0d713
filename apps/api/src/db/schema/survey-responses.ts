import {
  AWARENESS_LEVELS,
  CAUSES,
  GENDERS,
  GRADES,
  IMPACT_LEVELS,
  INSTRUMENT_WORDING_VERSIONS,
  LOCALES,
  PARTICIPATION_LEVELS,
  QUALITY_OVERRIDES,
  QUESTION_COUNT,
  TOTAL_LEVELS,
} from '@prca/core';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { allOf, oneOf } from './sql-helpers';
import { classes, schools, waves } from './study';
import { surveySessions } from './survey-sessions';
import { users } from './users';

/**
 * The triggers on survey_responses, which drizzle does not model: each is written in SQL in
 * the migration named here. Every change to a response, whatever path made it (submission,
 * deletion, a bulk load), reaches the pending table of each kept figure in the same
 * transaction; a fold later adds the pending rows into the kept totals. `pendingTable` is the
 * pending table a trigger writes (null for none); kept/registry.ts gives each kept figure its
 * triggers. survey-responses.test.ts checks this list against pg_trigger and each trigger's
 * function on a migrated database, so it cannot go stale.
 */
export const SURVEY_RESPONSE_TRIGGERS = [
  {
    name: 'survey_responses_reliability_insert',
    pendingTable: 'reliability_pending',
    feeds: 'reliability_pending (+1 per inserted row)',
    migration: '0004_reliability_sums',
  },
  {
    name: 'survey_responses_reliability_delete',
    pendingTable: 'reliability_pending',
    feeds: 'reliability_pending (-1 per deleted row)',
    migration: '0004_reliability_sums',
  },
  {
    name: 'survey_responses_reliability_update',
    pendingTable: 'reliability_pending',
    feeds: 'reliability_pending (-1 old, +1 new, when grade, gender or answers change)',
    migration: '0004_reliability_sums',
  },
  {
    name: 'survey_responses_reliability_truncate',
    pendingTable: 'reliability_pending',
    feeds: 'clears reliability_pending and reliability_cells',
    migration: '0004_reliability_sums',
  },
  {
    name: 'survey_responses_other_cause_insert',
    pendingTable: 'other_cause_pending',
    feeds: 'other_cause_pending (+1 per inserted "other" text)',
    migration: '0010_other_cause_texts',
  },
  {
    name: 'survey_responses_other_cause_delete',
    pendingTable: 'other_cause_pending',
    feeds: 'other_cause_pending (-1 per deleted "other" text)',
    migration: '0010_other_cause_texts',
  },
  {
    name: 'survey_responses_other_cause_update',
    pendingTable: 'other_cause_pending',
    feeds: 'other_cause_pending (-1 old, +1 new, when causes, their text, grade or gender change)',
    migration: '0010_other_cause_texts',
  },
  {
    name: 'survey_responses_other_cause_truncate',
    pendingTable: 'other_cause_pending',
    feeds: 'clears other_cause_pending, other_cause_texts and other_cause_cells',
    migration: '0010_other_cause_texts',
  },
  {
    name: 'survey_responses_cells_insert',
    pendingTable: 'response_cells_pending',
    feeds: 'response_cells_pending (+1 per inserted row)',
    migration: '0011_response_cells (its function remade by 0012_completion_times)',
  },
  {
    name: 'survey_responses_cells_delete',
    pendingTable: 'response_cells_pending',
    feeds: 'response_cells_pending (-1 per deleted row)',
    migration: '0011_response_cells (its function remade by 0012_completion_times)',
  },
  {
    name: 'survey_responses_cells_update',
    pendingTable: 'response_cells_pending',
    feeds:
      'response_cells_pending (-1 old, +1 new, when a counted column, the session or the start change)',
    migration: '0012_completion_times (first made by 0011_response_cells)',
  },
  {
    name: 'survey_responses_cells_truncate',
    pendingTable: 'response_cells_pending',
    feeds:
      'clears response_cells_pending, score_cells, section_b_cells, cause_cells, response_slots',
    migration: '0011_response_cells',
  },
  {
    name: 'survey_responses_complete_session',
    pendingTable: null,
    feeds: "survey_sessions.completed_at of the inserted responses' sessions (no pending table)",
    migration: '0012_completion_times',
  },
  {
    name: 'survey_responses_wave_matches_delete',
    pendingTable: null,
    feeds: 'deletes the kept wave matches of the deleted responses (no pending table)',
    migration: '0020_wave_matches_unchecked',
  },
  {
    name: 'survey_responses_wave_matches_truncate',
    pendingTable: null,
    feeds: 'clears wave_matches (no pending table)',
    migration: '0020_wave_matches_unchecked',
  },
  {
    name: 'survey_responses_school_forget_matchings',
    pendingTable: null,
    feeds:
      "forgets the wave matchings of a response's wave when its school changes (no pending table)",
    migration: '0021_wave_matchings_school_moves',
  },
] as const;

/**
 * One submitted survey. Demographics are typed columns because analytics group by them;
 * the answers are the 24 raw values (1 strongly agree … 5 strongly disagree) in question
 * order, and the scores are stored as computed by packages/core at submission time.
 *
 * Sixteen triggers (SURVEY_RESPONSE_TRIGGERS above) feed the kept figures' pending tables
 * (reliability_pending, other_cause_pending, response_cells_pending), mark sessions completed,
 * forget the wave matches of deleted responses and the wave matchings of responses that changed
 * school: a new column that a kept figure counts needs its update trigger widened too (the
 * checklist in kept/README.md).
 */
export const surveyResponses = pgTable(
  'survey_responses',
  {
    // Generated by the browser when it can: the idempotency key of a retried submission.
    id: uuid('id').primaryKey().defaultRandom(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    sessionId: uuid('session_id').references(() => surveySessions.id, { onDelete: 'set null' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    // A guest's e-mail as a keyed hash (HMAC-SHA-256 with IDENTITY_SECRET, identity/hasher.ts),
    // never the address (issue 27): enough to find a guest's results with their guest key, to
    // answer a student's request for their data, and to spot duplicates; removed after the
    // retention period.
    emailHash: text('email_hash'),
    // SHA-256 of the key the browser received with its first guest submission: looking up
    // results by e-mail needs the key too, so an address alone reveals nothing.
    guestKeyHash: text('guest_key_hash'),
    grade: text('grade').notNull(),
    gender: text('gender').notNull(),
    participation: text('participation').notNull(),
    awareness: text('awareness').notNull(),
    causes: text('causes').array().notNull(),
    causesOtherText: text('causes_other_text'),
    impactLevel: text('impact_level').notNull(),
    answers: smallint('answers').array().notNull(),
    totalScore: smallint('total_score').notNull(),
    groupDiscussion: smallint('group_discussion').notNull(),
    meetings: smallint('meetings').notNull(),
    interpersonal: smallint('interpersonal').notNull(),
    publicSpeaking: smallint('public_speaking').notNull(),
    interpretation: text('interpretation').notNull(),
    locale: text('locale').notNull(),
    // The class whose code the respondent entered, if any; its school and wave are copied here
    // so that a filter by school or wave reads one indexed column. A class with responses cannot
    // be deleted, so these stay true; a class moved to another school or wave moves them too.
    classId: uuid('class_id').references(() => classes.id, { onDelete: 'restrict' }),
    schoolId: uuid('school_id').references(() => schools.id, { onDelete: 'restrict' }),
    waveId: uuid('wave_id').references(() => waves.id, { onDelete: 'restrict' }),
    // Which wording of the items the respondent read (core's INSTRUMENT_WORDING_VERSIONS).
    wordingVersion: text('wording_version').notNull(),
    // The information sheet's version the respondent assented to and when (the survey's start);
    // null for responses without recorded assent (older clients, issue 27).
    consentVersion: integer('consent_version'),
    consentAt: timestamp('consent_at', { withTimezone: true }),
    // Accepted after its class closed because the server saw its survey begin while it was open.
    submittedAfterClassClosed: boolean('submitted_after_class_closed').notNull().default(false),
    // Data-quality flags (issue 17, core's qualityFlags), each beside the values that decided
    // it. Computed at submission and recomputed in batches when the thresholds change
    // (jobs/quality-recompute.ts); `quality_basis` names the thresholds they were computed
    // with, null until the first computation (rows older than the flags).
    flagStraightLining: boolean('flag_straight_lining').notNull().default(false),
    longestRun: smallint('longest_run'),
    flagInconsistent: boolean('flag_inconsistent').notNull().default(false),
    inconsistentContexts: smallint('inconsistent_contexts'),
    // The four contexts' gaps, in core's CATEGORIES order.
    contextGaps: doublePrecision('context_gaps').array(),
    flagSpeeding: boolean('flag_speeding').notNull().default(false),
    // Seconds from the session's start to the submission: only where a session gives the time.
    completionSeconds: doublePrecision('completion_seconds'),
    speedingLimitSeconds: doublePrecision('speeding_limit_seconds'),
    flagDuplicate: boolean('flag_duplicate').notNull().default(false),
    duplicateOf: uuid('duplicate_of'),
    qualityBasis: text('quality_basis'),
    // A researcher's decision (keep or exclude), never touched by a recomputation.
    qualityOverride: text('quality_override'),
    qualityOverrideReason: text('quality_override_reason'),
    // Seconds from the session's start to the submission, as the completion figures count
    // them: only while the response has its session. Stored and indexed so that the median,
    // fastest and slowest of a million times are reads of the index (completion/repository.ts).
    completionTime: numeric('completion_time').generatedAlwaysAs(
      sql`CASE WHEN session_id IS NOT NULL THEN extract(epoch FROM created_at - started_at) END`,
    ),
  },
  (table) => [
    // Each column that takes one of core's values takes nothing else.
    ...(
      [
        ['grade', table.grade, GRADES],
        ['gender', table.gender, GENDERS],
        ['participation', table.participation, PARTICIPATION_LEVELS],
        ['awareness', table.awareness, AWARENESS_LEVELS],
        ['impact', table.impactLevel, IMPACT_LEVELS],
        ['locale', table.locale, LOCALES],
        ['wording_version', table.wordingVersion, INSTRUMENT_WORDING_VERSIONS],
        ['interpretation', table.interpretation, TOTAL_LEVELS],
        ['quality_override', table.qualityOverride, QUALITY_OVERRIDES],
      ] as const
    ).map(([name, column, values]) =>
      check(`survey_responses_${name}_known`, oneOf(column, values)),
    ),
    check(
      'survey_responses_causes_known',
      sql`array_ndims(${table.causes}) = 1 AND cardinality(${table.causes}) >= 1 AND ${allOf(table.causes, CAUSES)}`,
    ),
    check(
      'survey_responses_class_whole',
      sql`(${table.classId} IS NULL) = (${table.schoolId} IS NULL) AND (${table.classId} IS NULL) = (${table.waveId} IS NULL)`,
    ),
    // A NULL element would slip through `1 <= ALL(…)`, hence array_position.
    check(
      'survey_responses_answers_valid',
      sql`array_ndims(${table.answers}) = 1 AND array_lower(${table.answers}, 1) = 1
        AND cardinality(${table.answers}) = ${sql.raw(String(QUESTION_COUNT))}
        AND array_position(${table.answers}, NULL) IS NULL
        AND 1 <= ALL(${table.answers}) AND 5 >= ALL(${table.answers})`,
    ),
    check(
      'survey_responses_scores_consistent',
      sql`${table.totalScore} = ${table.groupDiscussion} + ${table.meetings} + ${table.interpersonal} + ${table.publicSpeaking}
        AND ${table.groupDiscussion} BETWEEN 6 AND 30 AND ${table.meetings} BETWEEN 6 AND 30
        AND ${table.interpersonal} BETWEEN 6 AND 30 AND ${table.publicSpeaking} BETWEEN 6 AND 30`,
    ),
    index('survey_responses_created_at_idx').on(table.createdAt),
    index('survey_responses_session_id_idx').on(table.sessionId),
    index('survey_responses_completion_time_idx').on(table.completionTime),
    // Whose responses, in time: the duplicate flag reads a respondent's last day at every
    // submission. With the time in the index the planner never prefers reading every response
    // of the day through created_at (it did for guests, who had no index: 7,000 rows read per
    // submission at 11,000 stored, issue 33).
    index('survey_responses_email_hash_idx').on(table.emailHash, table.createdAt),
    index('survey_responses_user_id_idx').on(table.userId, table.createdAt),
    index('survey_responses_guest_key_hash_idx').on(table.guestKeyHash, table.createdAt),
    index('survey_responses_class_id_idx').on(table.classId, table.createdAt),
    index('survey_responses_school_id_idx').on(table.schoolId, table.createdAt),
    // The id too: the kept wave matching's fingerprint (the count and ids of a wave's responses)
    // reads this index alone, 70 ms instead of 200–300 ms for 350,000 responses (issue 32).
    index('survey_responses_wave_id_idx').on(table.waveId, table.createdAt, table.id),
  ],
);
