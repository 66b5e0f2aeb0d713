import type { AnalyticsFilters } from '@prca/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { filterCondition, whereOf } from '../../../db/filters';
import { queryRows } from '../../../db/query-rows';

/** How many responses have one total with one grade, gender and participation. */
export interface TotalCell {
  total: number;
  grade: string;
  gender: string;
  participation: string;
  count: number;
}

export interface Prca24Figures {
  n: number;
  /** Statistics of the total (null without responses; the SD also with one). */
  mean: number | null;
  median: number | null;
  sd: number | null;
  groupDiscussion: number | null;
  meetings: number | null;
  interpersonal: number | null;
  publicSpeaking: number | null;
  /** At most 97 totals × 3 grades × 3 genders × 4 participation levels. */
  cells: TotalCell[];
}

/**
 * The total's statistics as R computes them (stddev_samp is the n − 1 SD; percentile_cont(0.5)
 * averages the two middle values of an even count; both exact in numeric before the cast), the
 * mean subscores, and the counts from which the report bands are tallied, in one round trip.
 */
export async function readPrca24Figures(
  db: Database,
  filters: AnalyticsFilters,
  timeZone: string,
): Promise<Prca24Figures> {
  const where = whereOf(filterCondition(filters, timeZone));
  const [row] = await queryRows<Prca24Figures>(
    db,
    sql`
      SELECT
        count(*)::int AS n,
        avg(total_score)::float8 AS mean,
        percentile_cont(0.5) WITHIN GROUP (ORDER BY total_score) AS median,
        stddev_samp(total_score)::float8 AS sd,
        avg(group_discussion)::float8 AS "groupDiscussion",
        avg(meetings)::float8 AS meetings,
        avg(interpersonal)::float8 AS interpersonal,
        avg(public_speaking)::float8 AS "publicSpeaking",
        (SELECT coalesce(json_agg(cell), '[]'::json) FROM (
          SELECT total_score AS total, grade, gender, participation, count(*)::int AS count
          FROM survey_responses ${where} GROUP BY total_score, grade, gender, participation
        ) AS cell) AS cells
      FROM survey_responses ${where}
    `,
  );
  return row!;
}
