import { REPORT_BANDS, type AnalyticsFilters, type ReportBand } from '@prca/core';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { queryRows } from '../../../db/query-rows';

const bandCount = (band: ReportBand) => {
  const { min, max } = REPORT_BANDS.find((candidate) => candidate.band === band)!;
  return sql`count(*) FILTER (WHERE total_score BETWEEN ${min} AND ${max})::int`;
};

/** The responses of a subset and how many fall in each report band, in one statement. */
export async function readLevelCounts(
  db: Database,
  condition: SQL | undefined,
): Promise<{ n: number } & Record<ReportBand, number>> {
  const [row] = await queryRows<{ n: number } & Record<ReportBand, number>>(
    db,
    sql`SELECT count(*)::int AS n, ${bandCount('low')} AS low,
        ${bandCount('moderate')} AS moderate, ${bandCount('high')} AS high
      FROM survey_responses WHERE ${condition ?? sql`true`}`,
  );
  return row ?? { n: 0, low: 0, moderate: 0, high: 0 };
}

export type ReportFilters = Partial<AnalyticsFilters>;
