import {
  CAUSES,
  IMPACT_LEVELS,
  REPORT_LEVELS,
  TOTAL_LEVEL_RANGES,
  type AnalyticsFilters,
  type TotalLevel,
} from '@prca/core';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { queryRows } from '../../../db/query-rows';

/** The SQL condition of a level: the total within core's range for it (the student's level). */
const ofLevel = (level: TotalLevel) => {
  const { min, max } = TOTAL_LEVEL_RANGES.find((candidate) => candidate.level === level)!;
  return sql`total_score BETWEEN ${min} AND ${max}`;
};

/** The responses of a subset and how many are at each level, in one statement. */
export async function readLevelCounts(
  db: Database,
  condition: SQL | undefined,
): Promise<{ n: number } & Record<TotalLevel, number>> {
  const [row] = await queryRows<{ n: number } & Record<TotalLevel, number>>(
    db,
    sql`SELECT count(*)::int AS n,
        count(*) FILTER (WHERE ${ofLevel('low')})::int AS low,
        count(*) FILTER (WHERE ${ofLevel('average')})::int AS average,
        count(*) FILTER (WHERE ${ofLevel('high')})::int AS high
      FROM survey_responses WHERE ${condition ?? sql`true`}`,
  );
  return row ?? { n: 0, low: 0, average: 0, high: 0 };
}

export type ReportFilters = Partial<AnalyticsFilters>;

/** One class's breakdowns, from which a scoped account's linked tables are built (issue 28). */
export interface ClassBreakdowns {
  classId: string | null;
  n: number;
  levels: number[];
  impact: number[];
  causes: number[];
}

/**
 * Per class of a subset: its responses, levels, impact answers and named causes (in the
 * order of REPORT_LEVELS, IMPACT_LEVELS and CAUSES), in one statement.
 */
export async function readClassBreakdowns(
  db: Database,
  condition: SQL | undefined,
): Promise<ClassBreakdowns[]> {
  const counted = (name: string, filter: SQL) =>
    sql`count(*) FILTER (WHERE ${filter})::int AS ${sql.identifier(name)}`;
  const columns = [
    ...REPORT_LEVELS.map((level) => counted(`level_${level}`, ofLevel(level))),
    ...IMPACT_LEVELS.map((level) => counted(`impact_${level}`, sql`impact_level = ${level}`)),
    ...CAUSES.map((cause) => counted(`cause_${cause}`, sql`${cause} = ANY(causes)`)),
  ];
  const rows = await queryRows<Record<string, number> & { class_id: string | null }>(
    db,
    sql`SELECT class_id, count(*)::int AS n, ${sql.join(columns, sql`, `)}
      FROM survey_responses WHERE ${condition ?? sql`true`} GROUP BY class_id`,
  );
  return rows.map((row) => ({
    classId: row.class_id,
    n: Number(row.n),
    levels: REPORT_LEVELS.map((level) => Number(row[`level_${level}`])),
    impact: IMPACT_LEVELS.map((level) => Number(row[`impact_${level}`])),
    causes: CAUSES.map((cause) => Number(row[`cause_${cause}`])),
  }));
}
