import {
  CAUSES,
  IMPACT_LEVELS,
  MCCROSKEY_NORMS,
  PRCA24_SCORES,
  REPORT_BANDS,
  REPORT_LEVELS,
  isLinkedCountWithheld,
  isWithheld,
  linkedWithheldCells,
  meanToOneDecimal,
  percentage,
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
import { queryRows } from '../../../db/query-rows';
import { surveyResponses } from '../../../db/schema';
import { NO_CLASS, type RequestScope } from '../../admin-auth/scope';
import { readScoreMoments } from '../../admin-analytics/norms/repository';
import { sectionBCells } from '../../admin-analytics/sectionb/repository';
import { reportClasses } from '../report-classes';
import { reportDeclines } from './declines';
import { readClassBreakdowns, readLevelCounts, type ClassBreakdowns } from './repository';

/** The breakdowns a report is made of: one per class for a scoped account, one for the rest. */
type Part = Omit<ClassBreakdowns, 'classId'>;

/**
 * A breakdown whose counts partition `n` respondents, summed over the parts, as cells the reader
 * may see: withheld as core's `linkedWithheldCells` says (each part's own withheld cells, then
 * under the minimum, homogeneity, and the next smallest beside a lone one).
 */
function breakdown<K extends string>(
  keys: readonly K[],
  parts: readonly (readonly number[])[],
  n: number,
  minimum: number | null,
) {
  // No part at all (a scope that counts no class) is a group of nobody, withheld whole.
  const counted = parts.length > 0 ? parts : [keys.map(() => 0)];
  const withheld = linkedWithheldCells(counted, minimum);
  return keys.map((key, i) => {
    const count = counted.reduce((sum, part) => sum + (part[i] ?? 0), 0);
    return withheld[i]
      ? { key, count: null, percentage: null, withheld: true }
      : { key, count, percentage: percentage(count, n), withheld: false };
  });
}

/** A count summed over classes, as a scoped account reads it (withheld if any class's is). */
function linkedCount(counts: readonly number[], minimum: number | null) {
  const count = counts.reduce((sum, one) => sum + one, 0);
  return isLinkedCountWithheld(counts, minimum)
    ? { count: null, withheld: true }
    : { count, withheld: false };
}

/** Per class, the responses that a scoped account's figures leave out (issue 28). */
async function readLeftOut(db: Database, filters: AnalyticsFilters, timeZone: string) {
  const rows = await queryRows<{ flagged: number; over: number }>(
    db,
    sql`SELECT count(*) FILTER (WHERE ${EXCLUDED_RESPONSE})::int AS flagged,
        count(*) FILTER (WHERE ${OVER_ENROLMENT})::int AS over
      FROM survey_responses
      WHERE ${filterCondition({ ...filters, quality: 'all' }, timeZone) ?? sql`true`}
      GROUP BY class_id`,
  );
  return {
    flagged: rows.map((row) => Number(row.flagged)),
    overEnrolment: rows.map((row) => Number(row.over)),
  };
}

/** The whole subset as one part (the study's own accounts: exact, nothing withheld). */
async function readWholePart(
  db: Database,
  filters: AnalyticsFilters,
  timeZone: string,
  condition: ReturnType<typeof filterCondition>,
): Promise<Part> {
  const [levels, cells] = await Promise.all([
    readLevelCounts(db, condition),
    sectionBCells(db, filters, timeZone),
  ]);
  return {
    n: levels.n,
    levels: REPORT_LEVELS.map((level) => levels[level]),
    impact: IMPACT_LEVELS.map((level) =>
      cells.filter((cell) => cell.impact === level).reduce((sum, cell) => sum + cell.count, 0),
    ),
    causes: CAUSES.map((cause) => cells.reduce((sum, cell) => sum + cell.causes[cause], 0)),
  };
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
      // Its report is the sum of its classes, each withheld as its own report would be, so that
      // no union of classes, nor the school, gives a class's withheld cell back.
      const counted = scope ? and(condition, sql`NOT ${OVER_ENROLMENT}`) : condition;
      // A scope that counts no class compares with nobody (its own figures are withheld too).
      const comparisonCondition = scope
        ? and(
            inArray(surveyResponses.classId, scope.counted.length > 0 ? scope.counted : [NO_CLASS]),
            COUNTED_FOR_SCOPE,
          )
        : undefined;
      const [classRows, parts, moments, comparison, leftOut] = await Promise.all([
        reportClasses(db, filters),
        scope
          ? readClassBreakdowns(db, counted).then((rows) => rows.filter((row) => row.n > 0))
          : readWholePart(db, filters, timeZone, condition).then((part) => [part]),
        readScoreMoments(db, counted),
        readScoreMoments(db, comparisonCondition),
        scope ? readLeftOut(db, filters, timeZone) : undefined,
      ]);
      const declines = await reportDeclines(db, filters, classRows, minimum);
      const n = parts.reduce((sum, part) => sum + part.n, 0);
      const responsesWithheld = isLinkedCountWithheld(
        parts.map((part) => part.n),
        minimum,
      );
      const enrolledCounts = classRows.map((row) => row.enrolled);
      const enrolled =
        enrolledCounts.length > 0 && enrolledCounts.every((count) => count !== null)
          ? enrolledCounts.reduce<number>((sum, count) => sum + (count ?? 0), 0)
          : null;

      // Each cause splits the respondents in two (named it, did not): both sides are checked,
      // so that "all but two named it" does not single out the two.
      const causes = CAUSES.map((cause, index) => {
        const [named] = breakdown(
          ['named', 'not'],
          parts.map((part) => [part.causes[index]!, part.n - part.causes[index]!]),
          n,
          minimum,
        );
        return {
          cause,
          count: named!.count,
          percentage: named!.percentage,
          withheld: named!.withheld,
          order: parts.reduce((sum, part) => sum + part.causes[index]!, 0),
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
                flagged: linkedCount(leftOut.flagged, minimum),
                overEnrolment: linkedCount(leftOut.overEnrolment, minimum),
              }
            : null,
        },
        levels: breakdown(
          REPORT_LEVELS,
          parts.map((part) => part.levels),
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
        impact: breakdown(
          IMPACT_LEVELS,
          parts.map((part) => part.impact),
          n,
          minimum,
        ).map(({ key, ...cell }) => ({ level: key, ...cell })),
      };
    },
  };
}

export type ClassReportService = ReturnType<typeof createClassReportService>;
