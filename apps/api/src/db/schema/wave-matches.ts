import {
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { oneOf } from './sql-helpers';
import { waves } from './study';

/*
 * Matching two waves by the students' linking codes (issue 32), kept: core's matchWaves runs when
 * a wave pair's change figures are first asked for, and again only after the responses of either
 * wave changed (their fingerprint, modules/admin-analytics/change/matching.ts), not on every read.
 */

/** The two waves a row is about (a wave's deletion takes its matchings with it). */
const wavePair = () => ({
  fromWaveId: uuid('from_wave_id')
    .notNull()
    .references(() => waves.id, { onDelete: 'cascade' }),
  toWaveId: uuid('to_wave_id')
    .notNull()
    .references(() => waves.id, { onDelete: 'cascade' }),
});

export const WAVE_MATCH_OUTCOMES = ['exact', 'oneDifference', 'ambiguous'] as const;

/**
 * One earlier response's outcome: its later partner and how it was found, or ambiguous.
 *
 * Written hundreds of thousands at a time and never updated, so no constraint is checked per
 * row: foreign keys to the responses and the waves and a primary key took 10 of the 12 s of
 * keeping 266,000 pairs (issue 32's bench; a unique key is checked against the rows the same
 * matching deleted). What they guarded is kept by triggers instead: a deleted response's rows
 * go with it (survey_responses_wave_matches_delete), a pair's rows with its wave_matchings row
 * (wave_matchings_forget_matches, which a wave's deletion cascades to); matching writes each
 * earlier response once.
 */
export const waveMatches = pgTable(
  'wave_matches',
  {
    fromWaveId: uuid('from_wave_id').notNull(),
    toWaveId: uuid('to_wave_id').notNull(),
    fromResponseId: uuid('from_response_id').notNull(),
    /** Null for an ambiguous one. */
    toResponseId: uuid('to_response_id'),
    outcome: text('outcome').notNull(),
  },
  (table) => [
    index('wave_matches_pair_idx').on(table.fromWaveId, table.toWaveId),
    // Deleting a response deletes its rows (the trigger): without these, each deletion would
    // scan the table.
    index('wave_matches_from_response_idx').on(table.fromResponseId),
    index('wave_matches_to_response_idx').on(table.toResponseId),
    check('wave_matches_outcome_known', oneOf(table.outcome, WAVE_MATCH_OUTCOMES)),
  ],
);

/**
 * When a wave pair was last matched, and the fingerprint of both waves' responses then: a
 * response added to or deleted from either wave changes it, and the next read matches again.
 */
export const waveMatchings = pgTable(
  'wave_matchings',
  {
    ...wavePair(),
    fingerprint: text('fingerprint').notNull(),
    matchedAt: timestamp('matched_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * What the change figures of the whole pair are computed from (every response, no filter),
     * kept with the matching they belong to so that the unfiltered read joins nothing; null
     * until first asked for after a matching (change/service.ts).
     */
    figures: jsonb('figures'),
  },
  (table) => [primaryKey({ columns: [table.fromWaveId, table.toWaveId] })],
);
