import {
  CAUSES,
  IMPACT_LEVELS,
  MCCROSKEY_NORMS,
  PRCA24_SCORES,
  REPORT_BANDS,
  REPORT_LEVELS,
  isWithheld,
  meanToOneDecimal,
  percentage,
  withheldCells,
  type AnalyticsFilters,
  type ClassReport,
  type Grade,
  type Prca24Score,
  type ScoreMoments,
} from '@prca/core';
import { and, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { EXCLUDED_RESPONSE, filterCondition } from '../../../db/filters';
import { COUNTED_FOR_SCOPE, OVER_ENROLMENT } from '../../../db/over-enrolment';
import { surveyResponses } from '../../../db/schema';
import { NO_CLASS, type RequestScope } from '../../admin-auth/scope';
import { readScoreMoments } from '../../admin-analytics/norms/repository';
import { sectionBCells } from '../../admin-analytics/sectionb/repository';
import { reportClasses } from '../report-classes';
import { reportDeclines } from './declines';
import { readLevelCounts } from './repository';

/**
 * A breakdown whose counts partition `n` respondents, as cells the reader may see: withheld as
 * core's `withheldCells` says (under the minimum, and the next smallest beside a lone one).
 */
function breakdown<K extends string>(
  keys: readonly K[],
  counts: readonly number[],
  n: number,
  minimum: number | null,
) {
  const withheld = withheldCells(counts, minimum);
  return keys.map((key, i) => {
    const count = counts[i] ?? 0;
    return withheld[i]
      ? { key, count: null, percentage: null, withheld: true }
      : { key, count, percentage: percentage(count, n), withheld: false };
  });
}

/** A count of students or responses, as a scoped account reads it. */
function countOrWithheld(count: number, minimum: number | null) {
  return isWithheld(count, minimum) ? { count: null, withheld: true } : { count, withheld: false };
}

/** The responses of a scoped account's classes that its figures leave out (issue 28). */
async function readLeftOut(db: Database, filters: AnalyticsFilters, timeZone: string) {
  const all = filterCondition({ ...filters, quality: 'all' }, timeZone);
  const [flagged, overEnrolment] = await Promise.all([
    readLevelCounts(db, and(all, EXCLUDED_RESPONSE)),
    readLevelCounts(db, and(all, OVER_ENROLMENT)),
  ]);
  return { flagged: flagged.n, overEnrolment: overEnrolment.n };
}

function meanOf(moments: ScoreMoments, minimum: number | null) {
  return isWithheld(moments.n, minimum)
    ? { mean: null, withheld: true }
    : { mean: meanToOneDecimal(moments.sum, moments.n), withheld: false };
}

/**
 * The class report (issue 19) for a subset: participation (with its declines apart, issue 27),
 * report bands, the mean scores beside the comparison group and McCroskey's norms, and section
 * B's causes and impact. With `scope`
 * (an account limited to schools or classes, whose filters the scope layer has narrowed) every
 * figure on fewer respondents than its minimum is withheld, and the comparison is the scope's
 * own counted classes rather than the study.
 */
export function createClassReportService(db: Database, timeZone: string) {
  return {
    async read(filters: AnalyticsFilters, scope: RequestScope | undefined): Promise<ClassReport> {
      const minimum = scope?.minimum ?? null;
      const condition = filterCondition(filters, timeZone);
      // A scoped account's figures count its classes' unflagged responses within their
      // enrolment (issue 28; the scope made the filters unflagged), and so does its comparison.
      const counted = scope ? sql`NOT ${OVER_ENROLMENT}` : undefined;
      // A scope that counts no class compares with nobody (its own figures are withheld too).
      const comparisonCondition = scope
        ? and(
            inArray(surveyResponses.classId, scope.counted.length > 0 ? scope.counted : [NO_CLASS]),
            COUNTED_FOR_SCOPE,
          )
        : undefined;
      const [classRows, levels, moments, comparison, cells, leftOut] = await Promise.all([
        reportClasses(db, filters),
        readLevelCounts(db, and(condition, counted)),
        readScoreMoments(db, and(condition, counted)),
        readScoreMoments(db, comparisonCondition),
        sectionBCells(db, filters, timeZone, counted),
        scope ? readLeftOut(db, filters, timeZone) : undefined,
      ]);
      const declines = await reportDeclines(db, filters, classRows, minimum);
      const n = levels.n;
      const responsesWithheld = isWithheld(n, minimum);
      const enrolledCounts = classRows.map((row) => row.enrolled);
      const enrolled =
        enrolledCounts.length > 0 && enrolledCounts.every((count) => count !== null)
          ? enrolledCounts.reduce<number>((sum, count) => sum + (count ?? 0), 0)
          : null;

      const impactCounts = IMPACT_LEVELS.map((level) =>
        cells.filter((cell) => cell.impact === level).reduce((sum, cell) => sum + cell.count, 0),
      );
      // Each cause splits the respondents in two (named it, did not): both sides are checked,
      // so that "all but two named it" does not single out the two.
      const causes = CAUSES.map((cause) => {
        const count = cells.reduce((sum, cell) => sum + cell.causes[cause], 0);
        const [named] = breakdown(['named', 'not'], [count, n - count], n, minimum);
        return {
          cause,
          count: named!.count,
          percentage: named!.percentage,
          withheld: named!.withheld,
          order: count,
        };
      })
        // The shown causes by their counts, then the withheld ones in the questionnaire's order:
        // an order by hidden counts would tell what the counts hide (issue 28).
        .sort(
          (a, b) =>
            Number(a.withheld) - Number(b.withheld) ||
            (a.withheld ? 0 : b.order - a.order) ||
            CAUSES.indexOf(a.cause) - CAUSES.indexOf(b.cause),
        )
        .map(({ order: _order, ...cause }) => cause);

      return {
        minimumGroupSize: minimum,
        // A class's own responses and declines stay out: only the subset's, withheld as such.
        classes: classRows.map(
          ({ open: _open, responses: _responses, declines: _declines, ...row }) => ({
            ...row,
            grade: row.grade as Grade,
          }),
        ),
        participation: {
          responses: responsesWithheld ? null : n,
          enrolled,
          rate: responsesWithheld || enrolled === null ? null : percentage(n, enrolled),
          withheld: responsesWithheld,
          declines,
          leftOut: leftOut
            ? {
                flagged: countOrWithheld(leftOut.flagged, minimum),
                overEnrolment: countOrWithheld(leftOut.overEnrolment, minimum),
              }
            : null,
        },
        levels: breakdown(
          REPORT_LEVELS,
          REPORT_LEVELS.map((level) => levels[level]),
          n,
          minimum,
        ).map(({ key, ...cell }) => {
          const { min, max } = REPORT_BANDS.find((band) => band.band === key)!;
          return { level: key, range: { min, max }, ...cell };
        }),
        scores: PRCA24_SCORES.map((score: Prca24Score) => ({
          score,
          ...meanOf(moments[score], minimum),
          comparison: meanOf(comparison[score], minimum),
          norm: { ...MCCROSKEY_NORMS[score] },
        })),
        comparison: scope ? 'scope' : 'study',
        causes,
        impact: breakdown(IMPACT_LEVELS, impactCounts, n, minimum).map(({ key, ...cell }) => ({
          level: key,
          ...cell,
        })),
      };
    },
  };
}

export type ClassReportService = ReturnType<typeof createClassReportService>;
