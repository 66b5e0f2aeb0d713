import type { CompareGrouping, Prca24Score } from '@prca/core';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { queryRows } from '../../../db/query-rows';

/** The groupings stored as a column of survey_responses. */
export type ColumnGrouping = Exclude<CompareGrouping, 'school' | 'class' | 'wave'>;

const GROUPING_COLUMNS: Record<ColumnGrouping, SQL> = {
  grade: sql.raw('grade'),
  gender: sql.raw('gender'),
  participation: sql.raw('participation'),
  awareness: sql.raw('awareness'),
  impactLevel: sql.raw('impact_level'),
};

const SCORE_COLUMNS: Record<Prca24Score, SQL> = {
  total: sql.raw('total_score'),
  groupDiscussion: sql.raw('group_discussion'),
  meetings: sql.raw('meetings'),
  interpersonal: sql.raw('interpersonal'),
  publicSpeaking: sql.raw('public_speaking'),
};

/** How many responses of one group have one score value. */
export interface GroupScoreCount {
  group: string;
  value: number;
  count: number;
}

/**
 * The score's histogram in each group (at most 97 values × a few groups), aggregated in SQL;
 * `condition` selects the responses (every response by default).
 */
export function readGroupHistograms(
  db: Database,
  by: ColumnGrouping,
  score: Prca24Score,
  condition: SQL = sql`true`,
): Promise<GroupScoreCount[]> {
  const group = GROUPING_COLUMNS[by];
  const value = SCORE_COLUMNS[score];
  return queryRows<GroupScoreCount>(
    db,
    sql`SELECT ${group} AS "group", ${value}::int AS value, count(*)::int AS count
      FROM survey_responses WHERE ${condition} GROUP BY 1, 2`,
  );
}
