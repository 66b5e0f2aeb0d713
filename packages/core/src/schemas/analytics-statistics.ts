import { z } from 'zod';
import { CATEGORIES } from '../instrument/categories';
import { ANSWER_VALUES } from '../instrument/options';
import { QUESTION_COUNT } from '../instrument/items';
import { MIN_TESTABLE_GROUP_SIZE } from '../statistics/group-moments';
import { STATISTIC_UNAVAILABLE_REASONS } from '../statistics/reasons';
import { PRCA24_SCORES } from '../statistics/subscales';
import { ITEM_FIGURE_UNAVAILABLE_REASONS, reliabilityAnalyticsSchema } from './analytics-scores';
import {
  AWARENESS_LEVELS,
  GENDERS,
  GRADES,
  IMPACT_LEVELS,
  PARTICIPATION_LEVELS,
} from './demographic-choices';
import { GROUP_FILTERS, commaList, filteredQuerySchema } from './filters';

/*
 * The replies of the research statistics (issue 18): GET /api/admin/analytics/compare, /items
 * and /norms, and what the reliability reply gains. Field names follow R's and the issue's;
 * every figure is full precision (the screens round, SPEC.md section 9) and is null with a
 * reason wherever R gives NA, NaN, Inf or an error. packages/core/src/statistics computes them.
 */

const count = z.number().int().min(0);
const statistic = z.number().nullable();
const reason = z.enum(STATISTIC_UNAVAILABLE_REASONS).nullable();
const questionNumber = z.number().int().min(1).max(QUESTION_COUNT);
const interval = z.object({ lower: z.number(), upper: z.number(), level: z.number() }).nullable();

/** The groupings a comparison can take (the filter set names schools, classes and waves). */
export const COMPARE_GROUPINGS = [...GROUP_FILTERS, 'awareness', 'impactLevel'] as const;
export type CompareGrouping = (typeof COMPARE_GROUPINGS)[number];

/** The groupings that name a row of the study's tables: their groups are its ids. */
export const STUDY_GROUPINGS = ['school', 'class', 'wave'] as const satisfies CompareGrouping[];
export type StudyGrouping = (typeof STUDY_GROUPINGS)[number];

/** The groups of the groupings stored as a column, in their questionnaire order. */
export const ENUMERATED_GROUPS: Record<
  Exclude<CompareGrouping, StudyGrouping>,
  readonly string[]
> = {
  grade: GRADES,
  gender: GENDERS,
  participation: PARTICIPATION_LEVELS,
  awareness: AWARENESS_LEVELS,
  impactLevel: IMPACT_LEVELS,
};

export function isStudyGrouping(by: CompareGrouping): by is StudyGrouping {
  return (STUDY_GROUPINGS as readonly string[]).includes(by);
}

/**
 * The smallest group the tests take unless the researcher says otherwise: a mean of fewer
 * responses moves too much with one answer to be compared. It is a methodological choice made
 * per comparison, unrelated to the counsellors' `minimumGroupSize`, which hides small groups
 * to protect students.
 */
export const DEFAULT_MIN_GROUP_SIZE = 5;

const minGroupSizeInvalid = { error: 'analytics.minGroupSizeInvalid' };
const groupUnknown = { error: 'analytics.groupUnknown' };
const GROUP_PATTERN = '[0-9A-Za-z_-]+';

/**
 * GET /api/admin/analytics/compare?by=GROUPING&score=…&groups=…&minGroupSize=… (plus the filter
 * parameters, which the shared filter set adds). The API's messages need the keys named here.
 */
const compareQueryShape = {
  by: z.enum(COMPARE_GROUPINGS, { error: 'analytics.groupingInvalid' }),
  score: z.enum(PRCA24_SCORES, { error: 'analytics.scoreInvalid' }).default('total'),
  /** The groups to compare, all of them when absent; listed in the grouping's own order. */
  groups: commaList(
    z.string().regex(new RegExp(`^${GROUP_PATTERN}$`), groupUnknown),
    'group of the grouping (an enumeration value, or a school, class or wave id)',
    GROUP_PATTERN,
  ).optional(),
  minGroupSize: z.coerce
    .number(minGroupSizeInvalid)
    .int(minGroupSizeInvalid)
    .min(MIN_TESTABLE_GROUP_SIZE, minGroupSizeInvalid)
    .default(DEFAULT_MIN_GROUP_SIZE)
    .meta({
      description: `Groups with fewer responses are listed (tested: false) but left out of the tests; at least ${MIN_TESTABLE_GROUP_SIZE}, ${DEFAULT_MIN_GROUP_SIZE} by default.`,
    }),
};

/** Whether `group` is one the grouping can have: a value of it, or a school, class or wave id. */
export function isGroupOf(by: CompareGrouping, group: string): boolean {
  if (isStudyGrouping(by)) return z.uuid().safeParse(group).success;
  return ENUMERATED_GROUPS[by].includes(group);
}

function groupsBelongToGrouping(query: { by: CompareGrouping; groups?: string[] | undefined }) {
  return (query.groups ?? []).every((group) => isGroupOf(query.by, group));
}

const onlyItsGroups = { ...groupUnknown, path: ['groups'] };

export const compareQuerySchema = z
  .object(compareQueryShape)
  .refine(groupsBelongToGrouping, onlyItsGroups);

/** The comparison's query with core's filter set: the figures answer for that subset. */
export const compareFilteredQuerySchema = filteredQuerySchema(compareQueryShape).refine(
  groupsBelongToGrouping,
  onlyItsGroups,
);

const comparedGroupSchema = z.object({
  /** The group's key: an enumeration value (grade10, female…) or a school, class or wave id. */
  group: z.string(),
  n: count,
  mean: statistic,
  sd: statistic,
  median: statistic,
  /** 95 % t-based interval of the mean (t.test(x)$conf.int). */
  ci: interval,
  ciReason: reason,
  /** Whether the group enters the tests; belowMinimumSize when not. */
  tested: z.boolean(),
  reason,
});

export const compareAnalyticsSchema = z.object({
  by: z.enum(COMPARE_GROUPINGS),
  score: z.enum(PRCA24_SCORES),
  minGroupSize: count,
  groups: z.array(comparedGroupSchema),
  /** Welch's t-test and Hedges' g (exactly two tested groups: the first listed minus the second). */
  tTest: z.object({
    t: statistic,
    df: statistic,
    p: statistic,
    hedgesG: statistic,
    ci: interval,
    reason,
  }),
  /** Welch's one-way ANOVA (oneway.test). */
  welchAnova: z.object({ F: statistic, df1: statistic, df2: statistic, p: statistic, reason }),
  /** The classic one-way ANOVA (aov) with eta and omega squared. */
  anova: z.object({
    F: statistic,
    df1: statistic,
    df2: statistic,
    p: statistic,
    etaSquared: statistic,
    omegaSquared: statistic,
    reason,
  }),
  /**
   * The score's levels by group and Pearson's chi-square test of independence without
   * continuity correction (chisq.test(x, correct = FALSE), 2 × 2 tables included).
   */
  levels: z.object({
    /** The level names, the columns of counts. */
    levels: z.array(z.string()),
    /** One row per group, in the order of groups. */
    counts: z.array(z.array(count)),
    chiSquare: statistic,
    df: statistic,
    p: statistic,
    cramersV: statistic,
    n: count,
    testedGroups: z.array(z.string()),
    testedLevels: z.array(z.string()),
    expectedBelowFive: count.nullable(),
    reason,
  }),
});

/** Warnings a methodologist would give, for the screens to translate. */
export const methodWarningSchema = z.discriminatedUnion('code', [
  z.object({ code: z.literal('unstableAlpha'), sampleSize: count, minimumSampleSize: count }),
  z.object({ code: z.literal('possiblyMiskeyed'), questionNumbers: z.array(questionNumber) }),
  z.object({ code: z.literal('subscaleAlphasLower'), subscales: z.array(z.enum(CATEGORIES)) }),
  z.object({
    code: z.literal('heywoodCase'),
    scale: z.enum(PRCA24_SCORES),
    questionNumbers: z.array(questionNumber),
  }),
]);

const itemFigureReason = z.enum(ITEM_FIGURE_UNAVAILABLE_REASONS).nullable();
const categoryMatrix = z.record(z.enum(CATEGORIES), z.record(z.enum(CATEGORIES), statistic));

/** GET /api/admin/analytics/items: the 24 oriented items, in question order. */
export const itemsAnalyticsSchema = z.object({
  sampleSize: count,
  items: z
    .array(
      z.object({
        questionNumber,
        category: z.enum(CATEGORIES),
        /** psych::describe(x, type = 3). */
        mean: statistic,
        sd: statistic,
        skew: statistic,
        kurtosis: statistic,
        reason,
        /** Share of answers 1–5 (psych::alpha()$response.freq); null without responses. */
        responseFreq: z.array(z.number().min(0).max(1)).length(ANSWER_VALUES.length).nullable(),
        /** Corrected item-total correlation in the whole scale (r.drop). */
        correctedItemTotalCorrelation: statistic,
        correctedItemTotalCorrelationReason: itemFigureReason,
        /** Corrected item-total correlation within the item's context. */
        subscaleCorrectedItemTotalCorrelation: statistic,
        subscaleCorrectedItemTotalCorrelationReason: itemFigureReason,
        possiblyMiskeyed: z.boolean(),
      }),
    )
    .length(QUESTION_COUNT),
  /** correlations[i][j]: questions i + 1 and j + 1 (R's cor). */
  correlations: z.array(z.array(statistic).length(QUESTION_COUNT)).length(QUESTION_COUNT),
  /** Correlations between the context subscores. */
  subscaleCorrelations: categoryMatrix,
  warnings: z.array(methodWarningSchema),
});

const normComparisonSchema = z.object({
  n: count,
  mean: statistic,
  sd: statistic,
  normMean: z.number(),
  normSd: z.number(),
  /** One-sample t-test against the norm mean (t.test(x, mu = norm)). */
  t: statistic,
  df: statistic,
  p: statistic,
  /** (mean − norm mean) / the study's SD. */
  cohensD: statistic,
  reason,
});

/** GET /api/admin/analytics/norms: the study beside McCroskey's published norms. */
export const normsAnalyticsSchema = z.object({
  /** Where the norms come from, for the screen to cite. */
  source: z.object({ author: z.string(), title: z.string(), url: z.url() }),
  scores: z.record(z.enum(PRCA24_SCORES), normComparisonSchema),
});

/**
 * What the reliability reply gains: omega total (psych::omega(x, nfactors = 1)$omega.tot, one
 * minres factor) twice, and the standard error of measurement SD·√(1 − α), with their reasons.
 * omegaAsScored (flip = FALSE) is the reliability of the score as the product sums it;
 * omegaFlipped (flip = TRUE, psych's default) first reverses negatively loading items. They
 * differ only when an item loads negatively.
 */
export const omegaFiguresShape = {
  omegaAsScored: statistic,
  omegaAsScoredReason: reason,
  omegaFlipped: statistic,
  omegaFlippedReason: reason,
  sem: statistic,
  semReason: reason,
};

const reliabilityShape = reliabilityAnalyticsSchema.shape;

/** The reliability reply with omega and the SEM in overall and in each byCategory entry. */
export const reliabilityWithOmegaAnalyticsSchema = reliabilityAnalyticsSchema.extend({
  overall: reliabilityShape.overall.extend(omegaFiguresShape),
  byCategory: z.record(
    z.enum(CATEGORIES),
    reliabilityShape.byCategory.valueType.extend(omegaFiguresShape),
  ),
  warnings: z.array(methodWarningSchema),
});

export type CompareQuery = z.output<typeof compareQuerySchema>;
export type CompareFilteredQuery = z.output<typeof compareFilteredQuerySchema>;
export type CompareAnalytics = z.output<typeof compareAnalyticsSchema>;
export type MethodWarningReply = z.output<typeof methodWarningSchema>;
export type ItemsAnalytics = z.output<typeof itemsAnalyticsSchema>;
export type NormsAnalytics = z.output<typeof normsAnalyticsSchema>;
export type ReliabilityWithOmegaAnalytics = z.output<typeof reliabilityWithOmegaAnalyticsSchema>;
