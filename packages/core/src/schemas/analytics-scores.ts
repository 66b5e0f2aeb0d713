import { z } from 'zod';
import { CATEGORIES } from '../instrument/categories';
import { QUESTION_COUNT } from '../instrument/items';
import { RELIABILITY_LEVELS } from '../psychometrics/reliability-level';
import { GENDERS, GRADES, PARTICIPATION_LEVELS } from './demographics';
import { filteredQuerySchema } from './filters';
import { EARLIEST_DAY, LATEST_DAY, calendarDate } from './calendar-date';

/*
 * The replies of the score analytics (SPEC.md section 3: PRCA24 analytics, Trends, Engagement,
 * Reliability data), with the specification's field names and a few added fields. Conventions:
 * - statistics (means, medians, standard deviations, alphas, correlations, seconds) are full
 *   precision; screens round them for display (SPEC.md section 9: 3 decimals for alpha);
 * - percentages and the monthly average score have one decimal, rounded as R's
 *   `round(100 * count / total, 1)` and `round(mean(x), 1)` round them (ties as R breaks them);
 * - a figure that cannot be computed (no responses, one response, no variance) is null, never
 *   0 or NaN.
 */

const count = z.number().int().min(0);
const percentage = z.number().min(0).max(100);
const statistic = z.number().nullable();
const translated = z.object({ en: z.string(), vi: z.string() });

function countsBy<const T extends readonly [string, ...string[]]>(keys: T) {
  return z.record(z.enum(keys), count);
}

// PRCA24 analytics.

const reportBandSchema = z.object({
  count,
  percentage,
  /** The band's closed range of totals (REPORT_BANDS). */
  range: z.object({ min: z.number().int(), max: z.number().int() }),
  genders: countsBy(GENDERS),
  educationLevels: countsBy(GRADES),
  participationLevels: countsBy(PARTICIPATION_LEVELS),
});

/**
 * GET /api/admin/analytics/prca24. The total (24-120): mean, median (the mean of the two middle
 * values for an even count), sample standard deviation (n − 1). Counts by the report bands
 * (84-120 high, 51-83 moderate, 24-50 low), not by the individual interpretation. Context
 * scores are the mean subscores (6-30), full precision.
 */
export const prca24AnalyticsSchema = z.object({
  totalResponses: count,
  overallStats: z.object({
    averageScore: statistic,
    medianScore: statistic,
    standardDeviation: statistic,
  }),
  distributionByLevel: z.object({
    highAnxiety: reportBandSchema,
    moderateAnxiety: reportBandSchema,
    lowAnxiety: reportBandSchema,
  }),
  contextualScores: z.record(z.enum(CATEGORIES), statistic),
});

// Trends.

const isoDay = calendarDate('admin.dateInvalid');

/** The longest range of days that GET /api/admin/analytics/trends lists. */
export const TRENDS_MAX_DAYS = 366;
/** Days listed when no range is given: today and the six days before. */
export const TRENDS_DEFAULT_DAYS = 7;

/** The trends' range as SPEC.md section 7 names it, and as the filters name it. */
const TRENDS_RANGE_ALIASES = { startDate: 'from', endDate: 'to' } as const;
type TrendsRangeAlias = keyof typeof TRENDS_RANGE_ALIASES;

const rangeAlias = (alias: TrendsRangeAlias) => {
  const name = TRENDS_RANGE_ALIASES[alias];
  return isoDay.optional().meta({
    description: `The specification's name for \`${name}\` (SPEC.md section 7): a day written YYYY-MM-DD, from ${EARLIEST_DAY} to ${LATEST_DAY}. Sent with \`${name}\`, both must name the same day.`,
  });
};

function aliasAgrees(alias: TrendsRangeAlias) {
  return (query: Record<string, unknown>) => {
    const [aliasDay, day] = [query[alias], query[TRENDS_RANGE_ALIASES[alias]]];
    return aliasDay === undefined || day === undefined || aliasDay === day;
  };
}

/**
 * GET /api/admin/analytics/trends?from&to (YYYY-MM-DD, days in the analytics time zone) and the
 * rest of core's filter set. Both optional: without `from` the range is the 7 days ending at
 * `to` (or today); without `to` it runs from `from` to today. The specification calls them
 * startDate and endDate, so its clients' names are still taken here, and only here: the schema
 * turns them into `from` and `to`, and one that names another day than its `from`/`to` is a 400.
 */
export const trendsQuerySchema = filteredQuerySchema({
  startDate: rangeAlias('startDate'),
  endDate: rangeAlias('endDate'),
})
  .refine(aliasAgrees('startDate'), { error: 'trends.rangeAliasConflict', path: ['startDate'] })
  .refine(aliasAgrees('endDate'), { error: 'trends.rangeAliasConflict', path: ['endDate'] })
  .transform(({ startDate, endDate, ...query }) => ({
    ...query,
    from: query.from ?? startDate,
    to: query.to ?? endDate,
  }));

export const trendsAnalyticsSchema = z.object({
  timeZone: z.string(),
  /** The days listed, inclusive: the asked `from` and `to`, defaults filled in. */
  startDate: z.iso.date(),
  endDate: z.iso.date(),
  /** One entry per day of the range, oldest first; days without responses count 0. */
  dailyResponses: z.array(z.object({ date: z.iso.date(), count })),
  /**
   * One entry per month (YYYY-MM), oldest first: the months of the range, or without a range
   * every month from the first response to the current month. avgScore is the mean total to
   * one decimal, null in a month without responses.
   */
  monthlyTrends: z.array(
    z.object({
      month: z.string().regex(/^\d{4}-\d{2}$/),
      responses: count,
      avgScore: z.number().nullable(),
    }),
  ),
});

// Engagement.

/**
 * GET /api/admin/analytics/engagement. Every stored response is a completed attempt (with a
 * survey session or without one), so completed always equals the number of responses; started
 * adds the unfinished sessions. A session is abandoned when it is not completed and its last
 * activity is more than 24 hours old; younger unfinished sessions are in progress. A session
 * whose response was deleted no longer counts. Times are seconds from a session's start to its
 * response, over the completed responses with a recorded time (null when none): a response
 * without a session has no recorded time, and a time that cannot be right (negative, or longer
 * than the session window) is left out and counted apart. At question q, of the attempts that
 * reached q, dropoffRate is the percentage whose furthest question is q and that are abandoned.
 */
export const engagementAnalyticsSchema = z.object({
  completionRates: z.object({
    started: count,
    completed: count,
    abandoned: count,
    inProgress: count,
    /** completed / started, percent to one decimal (0 without sessions). */
    completionRate: percentage,
  }),
  timeMetrics: z.object({
    averageTime: statistic,
    medianTime: statistic,
    fastestCompletion: statistic,
    slowestCompletion: statistic,
    /** The base of the times: every completed response (= completionRates.completed)… */
    completedResponses: count,
    /** …of which these have a recorded time, the one the figures above are over… */
    recordedTimes: count,
    /** …these were submitted without a survey session, so their time is unknown… */
    unrecordedTimes: count,
    /** …and these have a time that cannot be right, left out of the figures. */
    implausibleTimes: count,
  }),
  dropoffPoints: z
    .array(
      z.object({
        question: z.number().int().min(1).max(QUESTION_COUNT),
        reached: count,
        dropped: count,
        dropoffRate: percentage,
      }),
    )
    .length(QUESTION_COUNT),
});

// Reliability.

/** Why an alpha is null (psychometrics' AlphaUnavailableReason). */
export const ALPHA_UNAVAILABLE_REASONS = [
  'tooFewRespondents',
  'tooFewItems',
  'zeroTotalVariance',
  'tooFewItemsWithVariance',
] as const;

/** Why an item's figures are null (psychometrics' ItemFigureUnavailableReason). */
export const ITEM_FIGURE_UNAVAILABLE_REASONS = [
  'zeroVariance',
  'zeroRestVariance',
  'singleItemLeft',
  'alphaUnavailable',
] as const;

const reliabilityLevel = z.enum(RELIABILITY_LEVELS).nullable();
const alphaReason = z.enum(ALPHA_UNAVAILABLE_REASONS).nullable();

/** 95 % Feldt interval of a raw alpha, as psych::alpha reports it. */
const confidenceIntervalSchema = z
  .object({ lower: z.number(), upper: z.number(), level: z.number() })
  .nullable();

/** Raw alpha of a scale or group: null with a reason when it cannot be computed. */
const alphaFigures = {
  alpha: statistic,
  reliability: reliabilityLevel,
  sampleSize: count,
  confidenceInterval: confidenceIntervalSchema,
  reason: alphaReason,
};

const categoryReliabilitySchema = z.object({
  ...alphaFigures,
  standardizedAlpha: statistic,
  /** Items in the category (6), including any left out for lack of variance. */
  itemCount: count,
});

const groupReliabilitySchema = z.object(alphaFigures);

/**
 * GET /api/admin/analytics/reliability: psych::alpha on the oriented items (minus-keyed items
 * as 6 − answer). Items that everyone answered alike are left out, as psych leaves them out
 * (excludedQuestions). Interpretation texts come in both languages, so the screen's language
 * switch needs no second request.
 */
export const reliabilityAnalyticsSchema = z.object({
  overall: categoryReliabilitySchema.extend({
    averageInterItemCorrelation: statistic,
    excludedQuestions: z.array(z.number().int().min(1).max(QUESTION_COUNT)),
  }),
  interpretation: z.object({
    level: reliabilityLevel,
    label: translated,
    description: translated,
    recommendation: translated,
  }),
  byCategory: z.record(z.enum(CATEGORIES), categoryReliabilitySchema),
  byDemographic: z.object({
    grade: z.record(z.enum(GRADES), groupReliabilitySchema),
    gender: z.record(z.enum(GENDERS), groupReliabilitySchema),
  }),
  itemAnalysis: z.array(
    z.object({
      questionNumber: z.number().int().min(1).max(QUESTION_COUNT),
      category: z.enum(CATEGORIES),
      /** Corrected item-total correlation (psych: r.drop). */
      itemTotalCorrelation: statistic,
      /** Raw alpha of the other items (psych: alpha.drop raw_alpha). */
      alphaIfDeleted: statistic,
      /** 0.30 or more good, 0.20 to 0.30 acceptable, below poor (on the unrounded value). */
      interpretation: z.enum(['good', 'acceptable', 'poor']).nullable(),
      /** Mean and sample standard deviation of the oriented item. */
      mean: statistic,
      sd: statistic,
      reason: z.enum(ITEM_FIGURE_UNAVAILABLE_REASONS).nullable(),
    }),
  ),
});

export type Prca24Analytics = z.output<typeof prca24AnalyticsSchema>;
export type TrendsQuery = z.output<typeof trendsQuerySchema>;
export type TrendsAnalytics = z.output<typeof trendsAnalyticsSchema>;
export type EngagementAnalytics = z.output<typeof engagementAnalyticsSchema>;
export type ReliabilityAnalytics = z.output<typeof reliabilityAnalyticsSchema>;
