import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

/*
 * The reliability analysis needs n, Σxᵢ and Σxᵢxⱼ of the oriented items per grade × gender
 * cell. Summing them over every response takes seconds at a million rows, so they are kept:
 * triggers on survey_responses (migration 0004) append each inserted response with weight +1
 * and each deleted one with weight −1 to reliability_pending, an append-only table that
 * concurrent submissions never contend on, and folding (kept/reliability-sums/cells.ts) moves
 * pending rows into reliability_cells, nine rows whatever the number of responses.
 */

/** Responses inserted (+1) or deleted (−1) since the last fold. */
export const reliabilityPending = pgTable(
  'reliability_pending',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    grade: text('grade').notNull(),
    gender: text('gender').notNull(),
    answers: smallint('answers').array().notNull(),
    weight: smallint('weight').notNull(),
  },
  (table) => [check('reliability_pending_weight_known', sql`${table.weight} IN (-1, 1)`)],
);

/**
 * n, Σxᵢ (24), the upper triangle of Σxᵢxⱼ (300, row-major) and how many gave each oriented
 * answer 1–5 to each item (120, items in order, five each) of one grade × gender cell: the
 * counts give the item statistics (moments up to the fourth, answer shares) without a scan.
 */
export const reliabilityCells = pgTable(
  'reliability_cells',
  {
    grade: text('grade').notNull(),
    gender: text('gender').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
    sums: bigint('sums', { mode: 'number' }).array().notNull(),
    crossProducts: bigint('cross_products', { mode: 'number' }).array().notNull(),
    answerCounts: bigint('answer_counts', { mode: 'number' })
      .array()
      .notNull()
      .default(sql`'{}'`),
  },
  (table) => [primaryKey({ columns: [table.grade, table.gender] })],
);
