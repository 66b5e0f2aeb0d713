import { z } from 'zod';
import { PARENTAL_CONSENT_SOURCES } from '../consent/parental-consent';
import { TOTAL_LEVELS } from '../scoring/interpret';
import { STATISTIC_UNAVAILABLE_REASONS } from '../statistics/reasons';
import { PRCA24_SCORES } from '../statistics/subscales';
import { CAUSES, GRADES, IMPACT_LEVELS } from './demographics';
import { QUALITY_FILTERS } from './filters';

/*
 * Class reports for teachers and school counsellors (issue 19). For an account limited to
 * schools or classes every figure computed on fewer respondents than the minimum group size is
 * null with `withheld: true` beside it; for other accounts `withheld` is always false.
 */

const count = z.number().int().nullable();
const percent = z.number().nullable();

/**
 * Whether the school collected parents' consent for a class (issue 27): the class's own value,
 * else the study's; `collected` null with `recordedFor` null: nobody recorded it.
 */
export const parentalConsentSchema = z.object({
  collected: z.boolean().nullable(),
  recordedFor: z.enum(PARENTAL_CONSENT_SOURCES).nullable(),
});

/** A class the report counts, named as the page states it. */
export const reportClassSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /**
   * The name that no other class of the study shares (core's unambiguousClassLabels): the name,
   * with its school and/or wave where another class has the same name. Titles and comparisons
   * use it.
   */
  label: z.string(),
  grade: z.enum(GRADES),
  /** Students enrolled, when the class says. */
  enrolled: z.number().int().nullable(),
  school: z.object({ id: z.uuid(), name: z.string() }),
  wave: z.object({ id: z.uuid(), name: z.string() }),
  parentalConsent: parentalConsentSchema,
});

/** One cell of a breakdown: its count and share of the responses, or withheld. */
const cell = { count, percentage: percent, withheld: z.boolean() };

/**
 * The levels a class report counts, lowest first: the student's own level (core's TotalLevel,
 * McCroskey's cut-offs), not SPEC.md's report bands, so a teacher reads the word the student
 * was told (issue 31).
 */
export const REPORT_LEVELS = TOTAL_LEVELS;

/**
 * Why a class report shows no change since the last wave (issue 32): its classes belong to
 * several waves (each would have its own wave before); its wave is the study's first; no
 * student could be matched because linking waves is off; none was matched; or, for an account
 * limited to schools or classes, fewer than the minimum group size were.
 */
export const SINCE_LAST_WAVE_REASONS = [
  'severalWaves',
  'noEarlierWave',
  'linkingOff',
  'noPairs',
  'tooFewPairs',
] as const;
export type SinceLastWaveReason = (typeof SINCE_LAST_WAVE_REASONS)[number];

/**
 * The change since the last wave (issue 32): the students of the report whose response in its
 * wave was matched with one in the wave before (their class then may have had another name),
 * and for the total and each context their mean before, after, the mean change (after − before:
 * negative is less apprehension) and how many changed by more than the measurement error
 * (Jacobson and Truax's reliable change index, with the SEM of the whole wave pair as the change
 * endpoint computes it). For an account limited to schools or classes the minimum group size
 * applies to the pairs: a class with fewer is left out, and the figures are its releases',
 * noised, the reliable-change cells withheld as any breakdown's.
 */
export const sinceLastWaveSchema = z.object({
  /** The wave before the report's in the study's order; null when there is none (or several). */
  earlierWave: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  /** Why the figures are null; null when they are shown. */
  reason: z.enum(SINCE_LAST_WAVE_REASONS).nullable(),
  /** Students matched with the wave before, withheld under the minimum for a scoped account. */
  pairs: z.object({ count, withheld: z.boolean() }),
  /** For a scoped account: the report's classes left out for fewer pairs than the minimum. */
  classesLeftOut: z.number().int(),
  /**
   * For a scoped account: how many points the noise may move the change of the mean total nine
   * times in ten (core's meanChangeBlur), so that a smaller change is read as nothing; null for
   * the study's own accounts, whose figures are exact, and without figures.
   */
  blur: z.number().nullable(),
  scores: z.array(
    z.object({
      score: z.enum(PRCA24_SCORES),
      meanBefore: z.number().nullable(),
      meanAfter: z.number().nullable(),
      meanChange: z.number().nullable(),
      /** Pairs improved (RCI ≤ −1.96), unchanged, worsened (≥ 1.96); null without an SEM. */
      reliableChange: z
        .object({ improved: z.object(cell), unchanged: z.object(cell), worsened: z.object(cell) })
        .nullable(),
      reliableChangeReason: z.enum(STATISTIC_UNAVAILABLE_REASONS).nullable(),
      /**
       * The smallest change in points that counts as reliable (1.96 · √2 · SEM), for the study's
       * own accounts; null for a scoped account, to whom the SEM, an exact figure about answers,
       * is not shown.
       */
      reliablePoints: z.number().nullable(),
    }),
  ),
});

/**
 * GET /api/admin/reports/class and the shared filters: one class, a school, or (for a
 * researcher) any subset.
 */
/** What a class report's responses are: the quality filter's choice, or a scope's release. */
export const REPORT_COUNTED = [...QUALITY_FILTERS, 'released'] as const;
export type ReportCounted = (typeof REPORT_COUNTED)[number];

export const classReportSchema = z.object({
  /** The minimum group size applied to this reply; null when nothing is withheld. */
  minimumGroupSize: z.number().int().nullable(),
  /**
   * The classes whose responses the figures count. For an account limited to schools or
   * classes, only its classes with at least the minimum of responses count (a smaller class
   * added into a school's figures could be recovered by subtracting the others); a smaller
   * class is named by GET /api/admin/reports/classes, its count withheld.
   */
  classes: z.array(reportClassSchema),
  /** Responses against the students enrolled in those classes (null when a class does not say). */
  participation: z.object({
    responses: count,
    enrolled: z.number().int().nullable(),
    /** Responses per enrolled student, in percent to one decimal. */
    rate: percent,
    withheld: z.boolean(),
    /**
     * Which responses `responses` and every figure count (issue 31), so that the page says what
     * its participation is made of: for the study's own accounts, the quality filter's choice
     * (`all`, flagged ones included; `unflagged`; `flagged`); for a scoped account, `released`:
     * its classes' unflagged responses within their enrolment.
     */
    counted: z.enum(REPORT_COUNTED),
    /**
     * Students of those classes who chose not to take part (issue 27), counted apart from the
     * responses: a count of students like the others, withheld under the minimum. Without a
     * school, class or wave filter, the whole study's (a decline without a class included).
     * null when the filters ask for what a decline does not record (a date, grade, gender or
     * participation): no decline could be said to match them.
     */
    declines: z.object({ count, withheld: z.boolean() }).nullable(),
    /**
     * For a scoped account (issue 28), whose figures count only its classes' unflagged responses
     * within their enrolment: the responses of those classes left out, flagged ones and those
     * over the enrolment, each a count withheld under the minimum like the others. null for the
     * study's own accounts, whose figures keep every response the quality filter chooses.
     */
    leftOut: z
      .object({
        flagged: z.object({ count, withheld: z.boolean() }),
        overEnrolment: z.object({ count, withheld: z.boolean() }),
      })
      .nullable(),
  }),
  /**
   * For a scoped account (issue 28): the release its figures come from (the latest of its
   * classes'), how many responses it holds, whether a class's releases are spent until it
   * closes, whether every class has closed, and how many points of the mean total the noise may
   * move nine times in ten. null for the study's own accounts, whose figures are exact and live.
   */
  release: z
    .object({
      madeAt: z.iso.datetime({ offset: true }),
      responses: z.number().int(),
      spent: z.boolean(),
      final: z.boolean(),
      blur: z.number(),
    })
    .nullable(),
  /** Students by level of the total (TOTAL_LEVEL_RANGES: low 24–50, average 51–80, high 81–120). */
  levels: z.array(
    z.object({
      level: z.enum(REPORT_LEVELS),
      range: z.object({ min: z.number().int(), max: z.number().int() }),
      ...cell,
    }),
  ),
  /**
   * The mean total and the mean of each context (`score`: 'total' or a context key, the keys
   * the suggested activities use), beside the same mean over the comparison group and
   * McCroskey's published norm.
   */
  scores: z.array(
    z.object({
      score: z.enum(PRCA24_SCORES),
      mean: z.number().nullable(),
      withheld: z.boolean(),
      comparison: z.object({ mean: z.number().nullable(), withheld: z.boolean() }),
      norm: z.object({ mean: z.number(), sd: z.number() }),
    }),
  ),
  /**
   * What the comparison means: the whole study for a researcher; for an account limited to
   * schools or classes, all of its own classes (it reads no figure from outside them).
   */
  comparison: z.enum(['study', 'scope']),
  /** The causes students named, most named first (a student may name several). */
  causes: z.array(z.object({ cause: z.enum(CAUSES), ...cell })),
  /** How much students say it affects them, in the order of the answer options. */
  impact: z.array(z.object({ level: z.enum(IMPACT_LEVELS), ...cell })),
  sinceLastWave: sinceLastWaveSchema,
});

/** A class on the counsellor's dashboard with its responses (withheld under the minimum). */
export const reportClassListItemSchema = reportClassSchema.extend({
  open: z.boolean(),
  responses: count,
  withheld: z.boolean(),
});

/** GET /api/admin/reports/classes: the classes an account may report on. */
export const reportClassListSchema = z.object({
  minimumGroupSize: z.number().int().nullable(),
  classes: z.array(reportClassListItemSchema),
});

export type ClassReport = z.output<typeof classReportSchema>;
export type SinceLastWave = z.output<typeof sinceLastWaveSchema>;
export type ReportClass = z.output<typeof reportClassSchema>;
export type ReportClassList = z.output<typeof reportClassListSchema>;
export type ReportLevel = (typeof REPORT_LEVELS)[number];
