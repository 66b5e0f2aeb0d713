import { CAUSES, type AnalyticsFilters, type Cause } from '@prca/core';
import { and, count, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { filterCondition, isFiltered } from '../../../db/filters';
import { surveyResponses as responses } from '../../../db/schema';
import { keptSectionBCells } from '../../../kept/response-cells/cells';

/** sum() of smallints is a bigint, which the drivers hand over as a string or a BigInt. */
const scoreSum = sql<number>`sum(${responses.totalScore})`.mapWith(Number);

/**
 * Per cause, how many of a cell's respondents chose it. `= ANY` counts a respondent once
 * even if an array repeated a cause, and counting in the same pass as the cells reads the
 * table once (measured: about half the time of a second, unnest-based pass).
 */
const choseCause = Object.fromEntries(
  CAUSES.map((cause) => [
    cause,
    sql<number>`count(*) FILTER (WHERE ${cause} = ANY(${responses.causes}))`.mapWith(Number),
  ]),
) as Record<Cause, SQL<number>>;

/**
 * Respondents, their summed total score and their chosen causes per awareness, impact and
 * gender (at most 45 rows), in one statement and so from one snapshot: every response from the
 * kept cells, a subset by a scan of its rows.
 */
export async function sectionBCells(
  db: Database,
  filters: AnalyticsFilters,
  timeZone: string,
  /** A further condition on the responses (a scoped account's counted ones). */
  also?: SQL,
) {
  if (!isFiltered(filters) && !also) {
    return (await keptSectionBCells(db)).map((cell) => ({
      ...cell,
      causes: Object.fromEntries(CAUSES.map((cause) => [cause, cell.causes[cause] ?? 0])) as Record<
        Cause,
        number
      >,
    }));
  }
  const rows = await db
    .select({
      awareness: responses.awareness,
      impact: responses.impactLevel,
      gender: responses.gender,
      count: count(),
      scoreSum,
      ...choseCause,
    })
    .from(responses)
    .where(and(filterCondition(filters, timeZone), also))
    .groupBy(responses.awareness, responses.impactLevel, responses.gender);
  return rows.map((row) => ({
    awareness: row.awareness,
    impact: row.impact,
    gender: row.gender,
    count: row.count,
    scoreSum: row.scoreSum,
    causes: Object.fromEntries(CAUSES.map((cause) => [cause, row[cause]])) as Record<Cause, number>,
  }));
}
