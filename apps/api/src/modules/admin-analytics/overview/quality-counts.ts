import type { AnalyticsFilters, OverviewQuality } from '@prca/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { EXCLUDED_RESPONSE, filterCondition, qualityCondition, whereOf } from '../../../db/filters';
import { queryRows } from '../../../db/query-rows';

/**
 * The dashboard's quality figures (issue 17) in one scan of the responses of every filter but
 * `quality`: what each quality choice keeps, and within the chosen one, each flag's count.
 */
export async function readQualityCounts(
  db: Database,
  filters: AnalyticsFilters,
  timeZone: string,
): Promise<OverviewQuality> {
  const { quality, ...others } = filters;
  const chosen = qualityCondition(quality) ?? sql`TRUE`;
  const kind = (flag: string) =>
    sql`count(*) FILTER (WHERE ${sql.identifier(flag)} AND ${chosen})::int`;
  const [row] = await queryRows<{
    all: number;
    unflagged: number;
    flagged: number;
    straightLining: number;
    inconsistent: number;
    speeding: number;
    duplicate: number;
  }>(
    db,
    sql`SELECT count(*)::int AS "all",
        count(*) FILTER (WHERE NOT ${EXCLUDED_RESPONSE})::int AS "unflagged",
        count(*) FILTER (WHERE ${EXCLUDED_RESPONSE})::int AS "flagged",
        ${kind('flag_straight_lining')} AS "straightLining",
        ${kind('flag_inconsistent')} AS "inconsistent",
        ${kind('flag_speeding')} AS "speeding",
        ${kind('flag_duplicate')} AS "duplicate"
      FROM survey_responses ${whereOf(filterCondition(others, timeZone))}`,
  );
  const { all, unflagged, flagged, ...flaggedByKind } = row!;
  return { byChoice: { all, unflagged, flagged }, flaggedByKind };
}
