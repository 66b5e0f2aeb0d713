import { z } from 'zod';
import { STATISTIC_UNAVAILABLE_REASONS } from '../statistics/reasons';
import { PRCA24_SCORES } from '../statistics/subscales';
import { filteredQuerySchema } from './filters';

/*
 * GET /api/admin/analytics/change (issue 32): the change of the students matched between two
 * waves by their linking codes. The shared filter set chooses the pairs by their earlier
 * response (its school, class, grade, gender, participation and day), and the quality filter
 * keeps a pair only when both of its responses pass it.
 */

const waveId = z.uuid({ error: 'change.waveRequired' });

export const changeQuerySchema = filteredQuerySchema({ fromWave: waveId, toWave: waveId }).refine(
  (query) => query.fromWave !== query.toWave,
  { error: 'change.sameWave', path: ['toWave'] },
);

export type ChangeQuery = z.output<typeof changeQuerySchema>;

const count = z.number().int().min(0);
const statistic = z.number().nullable();
const reason = z.enum(STATISTIC_UNAVAILABLE_REASONS).nullable();

/** `total` = `exact` + `oneDifference`; earlier responses: total + ambiguous + unmatchedFrom. */
export const matchCountsSchema = z.object({
  total: count,
  exact: count,
  oneDifference: count,
  /** Earlier responses more than one later response could be (twins, shared codes). */
  ambiguous: count,
  unmatchedFrom: count,
  unmatchedTo: count,
});

/** One score's change over the matched pairs (core's pairedChange). */
export const scoreChangeSchema = z.object({
  score: z.enum(PRCA24_SCORES),
  n: count,
  meanBefore: statistic,
  meanAfter: statistic,
  /** mean(after − before): negative is less apprehension. */
  meanChange: statistic,
  sdChange: statistic,
  t: statistic,
  df: statistic,
  p: statistic,
  /** 95 % interval of the mean change, as t.test(after, before, paired = TRUE)$conf.int. */
  ci: z.object({ lower: z.number(), upper: z.number() }).nullable(),
  dz: statistic,
  reason,
  /** The standard error of measurement on the pairs' earlier responses: sd·√(1 − α). */
  sem: statistic,
  /** Jacobson and Truax's RCI = change / (√2·SEM) against ±1.96. */
  reliableChange: z.object({ improved: count, unchanged: count, worsened: count }).nullable(),
  reliableChangeReason: reason,
});

/** Of one class's responses (a class belongs to one wave): how many were matched, and how. */
export const classMatchSchema = z.object({
  classId: z.uuid(),
  className: z.string(),
  /** The earlier wave's class or the later one's (10A1 may become 11A1). */
  wave: z.enum(['from', 'to']),
  responses: count,
  exact: count,
  oneDifference: count,
  /** Earlier responses only: later ones are never counted as ambiguous. */
  ambiguous: count,
  unmatched: count,
  /** Matched responses over the class's responses; null without any. */
  matchRate: statistic,
});

/** The match report of one school (matching never crosses schools), with its classes. */
export const schoolMatchSchema = matchCountsSchema.extend({
  /** Null for the responses given without a class. */
  schoolId: z.uuid().nullable(),
  schoolName: z.string().nullable(),
  responsesFrom: count,
  responsesTo: count,
  /** Matched pairs over the earlier wave's responses; null without any. */
  matchRate: statistic,
  classes: z.array(classMatchSchema),
});

export const changeAnalyticsSchema = z.object({
  pairs: matchCountsSchema,
  scores: z.array(scoreChangeSchema),
  /** Per school in natural order, its classes too: the earlier wave's, then the later one's. */
  matchReport: z.array(schoolMatchSchema),
});

export type ChangeAnalytics = z.output<typeof changeAnalyticsSchema>;
export type ScoreChange = z.output<typeof scoreChangeSchema>;
export type SchoolMatch = z.output<typeof schoolMatchSchema>;
