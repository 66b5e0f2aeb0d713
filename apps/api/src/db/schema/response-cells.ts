import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/*
 * The tabs that count respondents (PRCA-24, demographics, section B, trends, the dashboard's
 * response counts) group a million rows by a few enumerated columns: 0.4-1 s per scan. Their
 * cells are kept instead, as the reliability sums are (migration 0011): triggers append each
 * inserted response with weight +1 and each deleted one with −1 (a changed one as both) to
 * response_cells_pending, an append-only table that concurrent submissions never contend on,
 * and a fold (kept/response-cells/cells.ts, one SQL statement under an
 * advisory lock) adds them into the four tables below. A read takes the kept cells plus
 * whatever is still pending in one statement, so it is exact in any snapshot. Only an
 * unfiltered read can use them (a subset scans its own rows, which the indexes keep small).
 */

/** Responses inserted (+1) or deleted (−1) since the last fold: what the cells count. */
export const responseCellsPending = pgTable(
  'response_cells_pending',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    grade: text('grade').notNull(),
    gender: text('gender').notNull(),
    participation: text('participation').notNull(),
    awareness: text('awareness').notNull(),
    impactLevel: text('impact_level').notNull(),
    causes: text('causes').array().notNull(),
    totalScore: smallint('total_score').notNull(),
    groupDiscussion: smallint('group_discussion').notNull(),
    meetings: smallint('meetings').notNull(),
    interpersonal: smallint('interpersonal').notNull(),
    publicSpeaking: smallint('public_speaking').notNull(),
    completionTime: numeric('completion_time'),
    weight: smallint('weight').notNull(),
  },
  (table) => [check('response_cells_pending_weight_known', sql`${table.weight} IN (-1, 1)`)],
);

/**
 * Respondents per total score, grade, gender and participation (at most 97 × 3 × 3 × 4 rows),
 * with the sums of their four context subscores: the PRCA-24 tab (mean, median and SD of the
 * total follow exactly from the counts per total) and the demographics tab.
 */
export const scoreCells = pgTable(
  'score_cells',
  {
    totalScore: smallint('total_score').notNull(),
    grade: text('grade').notNull(),
    gender: text('gender').notNull(),
    participation: text('participation').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
    groupDiscussionSum: bigint('group_discussion_sum', { mode: 'number' }).notNull(),
    meetingsSum: bigint('meetings_sum', { mode: 'number' }).notNull(),
    interpersonalSum: bigint('interpersonal_sum', { mode: 'number' }).notNull(),
    publicSpeakingSum: bigint('public_speaking_sum', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.totalScore, table.grade, table.gender, table.participation] }),
  ],
);

/** Respondents per awareness, impact and gender (at most 45 rows), and their summed total score. */
export const sectionBCells = pgTable(
  'section_b_cells',
  {
    awareness: text('awareness').notNull(),
    impactLevel: text('impact_level').notNull(),
    gender: text('gender').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
    scoreSum: bigint('score_sum', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.awareness, table.impactLevel, table.gender] })],
);

/**
 * How many respondents of each section B cell chose each cause (once each, as `= ANY` counts
 * them): one row per cause, so a cause added to the questionnaire later needs no migration.
 */
export const causeCells = pgTable(
  'cause_cells',
  {
    awareness: text('awareness').notNull(),
    impactLevel: text('impact_level').notNull(),
    gender: text('gender').notNull(),
    cause: text('cause').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.awareness, table.impactLevel, table.gender, table.cause] }),
  ],
);

/**
 * Respondents and their summed total score per quarter hour (UTC, from 2000-01-01): every
 * time zone's offset is a whole number of quarter hours, so the days and months of any
 * analytics time zone are whole sets of slots, and a changed ANALYTICS_TIME_ZONE needs no
 * rebuild. About 35,000 rows a year. With them, the completion figures' counts: how many
 * completion times are recorded (0 to the session window) and their exact sum, and how many
 * responses have no session to time them.
 */
export const responseSlots = pgTable('response_slots', {
  slot: timestamp('slot', { withTimezone: true }).primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull(),
  scoreSum: bigint('score_sum', { mode: 'number' }).notNull(),
  recordedTimes: bigint('recorded_times', { mode: 'number' }).notNull().default(0),
  unrecordedTimes: bigint('unrecorded_times', { mode: 'number' }).notNull().default(0),
  secondsSum: numeric('seconds_sum').notNull().default('0'),
});
