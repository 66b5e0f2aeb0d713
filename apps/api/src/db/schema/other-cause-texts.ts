import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

/*
 * The other-causes tab analyses every "other" text of a subset (words, phrases, themes,
 * lengths). Reading and analysing 100,000 texts in Node took seconds and most of a gigabyte at
 * a million responses, so the analysis is kept: it depends on the text alone, so it is stored
 * once per distinct text (keyed by md5 of the text), with how many responses wrote that text.
 * Triggers on survey_responses (migration 0010) append each response that wrote an "other"
 * text to other_cause_pending with weight +1 when it arrives and −1 when it goes, an
 * append-only table that concurrent submissions never contend on; folding (kept/other-cause-
 * texts/texts.ts) moves those weights into other_cause_texts, drops texts no response holds any
 * more (a deleted response's words do not outlive it), counts them per grade × gender
 * (other_cause_cells), and analyses new texts in Node with the
 * rules of admin-analytics/other-causes/text-analysis.ts. A read then only aggregates, in SQL.
 */

/** Responses whose "other" text arrived (+1) or went (−1) since the last fold. */
export const otherCausePending = pgTable(
  'other_cause_pending',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').notNull(),
    text: text('text').notNull(),
    grade: text('grade').notNull(),
    gender: text('gender').notNull(),
    weight: smallint('weight').notNull(),
  },
  (table) => [check('other_cause_pending_weight_known', sql`${table.weight} IN (-1, 1)`)],
);

/**
 * One distinct "other" text: how many responses wrote it, and its analysis (null until the
 * fold analyses it): its content words with repeats, its distinct phrases, its themes and its
 * length in characters.
 */
export const otherCauseTexts = pgTable('other_cause_texts', {
  key: text('key').primaryKey(),
  text: text('text').notNull(),
  responses: integer('responses').notNull(),
  words: text('words').array(),
  phrases: text('phrases').array(),
  themes: text('themes').array(),
  length: integer('length'),
});

/**
 * How many responses wrote an "other" text per grade × gender, of every response: the tab's
 * totals and breakdowns without counting a million rows.
 */
export const otherCauseCells = pgTable(
  'other_cause_cells',
  {
    grade: text('grade').notNull(),
    gender: text('gender').notNull(),
    responses: integer('responses').notNull(),
  },
  (table) => [primaryKey({ columns: [table.grade, table.gender] })],
);
