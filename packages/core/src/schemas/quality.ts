import { z } from 'zod';
import { CATEGORIES } from '../instrument/categories';
import type { Category } from '../instrument/categories';
import type { QualityFlags } from '../quality/flags';
import { SPEEDING_RULES } from '../quality/thresholds';
import { isStorableText } from './storable';

/*
 * The data-quality flags of one response as the admin API shows them (issue 17): each flag a
 * boolean beside the values that decided it (core's QualityFlags), and a researcher's override.
 */

export const QUALITY_OVERRIDES = ['keep', 'exclude'] as const;

/** The responses list's `decision` filter: an override, or `none` for a response without one. */
export const QUALITY_DECISIONS = [...QUALITY_OVERRIDES, 'none'] as const;
export type QualityDecision = (typeof QUALITY_DECISIONS)[number];

export const QUALITY_REASON_MAX_LENGTH = 500;

/** The four flags, by the names `flags` gives them (the responses list filters by them). */
export const QUALITY_FLAG_KINDS = [
  'straightLining',
  'inconsistent',
  'speeding',
  'duplicate',
] as const;
export type QualityFlagKind = (typeof QUALITY_FLAG_KINDS)[number];

export const qualityOverrideSchema = z.enum(QUALITY_OVERRIDES, {
  error: 'quality.overrideUnknown',
});

const contextGapsSchema = z.object(
  Object.fromEntries(CATEGORIES.map((category) => [category, z.number()])) as Record<
    Category,
    z.ZodNumber
  >,
);

/** `flags` of a response: the shape of core's QualityFlags. */
export const qualityFlagsSchema = z.object({
  straightLining: z.boolean(),
  /** The longest run of identical answers. */
  longestRun: z.number().int(),
  inconsistent: z.boolean(),
  /** How many contexts reach the inconsistency gap. */
  inconsistentContexts: z.number().int(),
  /** Per context, the gap between its plus and minus items' mean oriented scores. */
  contextGaps: contextGapsSchema,
  speeding: z.boolean(),
  /** Seconds from the start of the survey session to the submission; null without a session. */
  completionSeconds: z.number().nullable(),
  /** The time under which the response counted as speeding; null when it cannot be judged. */
  speedingLimitSeconds: z.number().nullable(),
  duplicate: z.boolean(),
  /** The earlier response this one repeats. */
  duplicateOf: z.uuid().nullable(),
}) satisfies z.ZodType<QualityFlags>;

/** What a response's list item and detail add: the flags and the override, with its reason. */
export const responseQualitySchema = z.object({
  flags: qualityFlagsSchema,
  /**
   * The speeding rule the flags were computed under (issue 31), so that the detail says what the
   * limit was: a time per item, or a share of the wave's median (the whole study's for a
   * response without a class). null for a response whose flags were never computed.
   */
  speedingRule: z.enum(SPEEDING_RULES).nullable(),
  qualityOverride: qualityOverrideSchema.nullable(),
  qualityOverrideReason: z.string().nullable(),
});

/**
 * PUT /api/admin/surveys/{id}/quality: keep or exclude one response, with the reason (required
 * for a decision); `override: null` takes the decision back and lets the flags decide again.
 */
export const qualityOverrideChangeSchema = z
  .strictObject({
    override: qualityOverrideSchema.nullable(),
    reason: z
      .string({ error: 'quality.reasonRequired' })
      .trim()
      .max(QUALITY_REASON_MAX_LENGTH, { error: 'quality.reasonTooLong' })
      .refine(isStorableText)
      .optional(),
  })
  .refine((change) => change.override === null || Boolean(change.reason), {
    error: 'quality.reasonRequired',
    path: ['reason'],
  });

export type QualityOverrideChange = z.input<typeof qualityOverrideChangeSchema>;

const count = z.number().int();

/**
 * The dashboard's quality figures (in GET /api/admin/analytics/overview). `byChoice` counts the
 * responses of every filter but `quality`, for each quality choice: what the filter bar shows
 * as "leaves out N" (byChoice.all − byChoice[choice]). `flaggedByKind` counts, within the
 * filters (`quality` included), the responses each flag is raised on, overrides aside (a
 * response may carry several).
 */
export const overviewQualitySchema = z.object({
  byChoice: z.object({ all: count, unflagged: count, flagged: count }),
  flaggedByKind: z.object({
    straightLining: count,
    inconsistent: count,
    speeding: count,
    duplicate: count,
  }),
});

export type OverviewQuality = z.output<typeof overviewQualitySchema>;
