import {
  compareNames,
  type CompareGrouping,
  type Prca24Score,
  type StudyGrouping,
} from '@prca/core';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { queryRows } from '../../../db/query-rows';
import { SCORE_COLUMNS } from '../score-columns';

const GROUPING_COLUMNS: Record<CompareGrouping, string> = {
  school: 'school_id',
  class: 'class_id',
  wave: 'wave_id',
  grade: 'grade',
  gender: 'gender',
  participation: 'participation',
  awareness: 'awareness',
  impactLevel: 'impact_level',
};

const STUDY_TABLES: Record<StudyGrouping, string> = {
  school: 'schools',
  class: 'classes',
  wave: 'waves',
};

/** How many responses of one group have one score value. */
export interface GroupScoreCount {
  group: string;
  value: number;
  count: number;
}

/**
 * The score's histogram in each group (at most 97 values × the groups), aggregated in SQL, of
 * the responses `condition` selects. Responses without a class have no school, class or wave
 * and are left out of those groupings.
 */
export function readGroupHistograms(
  db: Database,
  by: CompareGrouping,
  score: Prca24Score,
  condition: SQL = sql`true`,
): Promise<GroupScoreCount[]> {
  const group = sql.raw(GROUPING_COLUMNS[by]);
  const value = sql.raw(SCORE_COLUMNS[score]);
  return queryRows<GroupScoreCount>(
    db,
    sql`SELECT ${group}::text AS "group", ${value}::int AS value, count(*)::int AS count
      FROM survey_responses WHERE ${condition} AND ${group} IS NOT NULL GROUP BY 1, 2`,
  );
}

/**
 * The schools, classes or waves that have responses in the subset, in the order of their names
 * (core's compareNames: 10A2 before 10A10, which the database's text order would not give).
 */
export async function readStudyGroups(
  db: Database,
  by: StudyGrouping,
  condition: SQL = sql`true`,
): Promise<string[]> {
  const table = sql.raw(STUDY_TABLES[by]);
  const column = sql.raw(GROUPING_COLUMNS[by]);
  const rows = await queryRows<{ id: string; name: string }>(
    db,
    sql`SELECT id::text AS id, name FROM ${table}
      WHERE id IN (SELECT ${column} FROM survey_responses WHERE ${condition})
      ORDER BY id`,
  );
  return rows.sort((a, b) => compareNames(a.name, b.name)).map((row) => row.id);
}
