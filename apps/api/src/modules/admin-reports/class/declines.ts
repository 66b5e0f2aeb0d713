import type { AnalyticsFilters, FilterParameter } from '@prca/core';
import { count } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { consentDeclines } from '../../../db/schema';
import type { ReportClassRow } from '../report-classes';

/**
 * What a decline records: its class (hence school and wave), nothing else. A filter on anything
 * else would have to pretend the declines matched it. The quality filter is about responses'
 * flags, which a decline cannot raise, so it leaves the declines as they are.
 */
const RECORDED_BY_A_DECLINE: readonly FilterParameter[] = ['school', 'class', 'wave', 'quality'];

/**
 * The students who chose not to take part (issue 27) in a report's classes, apart from its
 * responses, as the study's own accounts read them (a scoped account reads them as of each
 * class's release). Without a school, class or wave filter the report is the whole study's, and
 * a decline made without a class code counts too. null when the filters ask for what a decline
 * does not record.
 */
export async function reportDeclines(
  db: Database,
  filters: Partial<AnalyticsFilters>,
  classRows: readonly ReportClassRow[],
): Promise<{ count: number; withheld: false } | null> {
  const asked = Object.entries(filters).filter(([, value]) => value !== undefined);
  if (asked.some(([key]) => !RECORDED_BY_A_DECLINE.includes(key as FilterParameter))) return null;
  const wholeStudy = !filters.school && !filters.class && !filters.wave;
  const declines = wholeStudy
    ? ((await db.select({ n: count() }).from(consentDeclines))[0]?.n ?? 0)
    : classRows.reduce((sum, row) => sum + row.declines, 0);
  return { count: declines, withheld: false };
}
