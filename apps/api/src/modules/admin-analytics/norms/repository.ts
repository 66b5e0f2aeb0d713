import { PRCA24_SCORES, type Prca24Score, type ScoreMoments } from '@prca/core';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { queryRows } from '../../../db/query-rows';
import { SCORE_COLUMNS } from '../score-columns';

// n, then Σx and Σx² of each score (exact: integer sums as text).
const MOMENTS = PRCA24_SCORES.flatMap((score) => {
  const column = SCORE_COLUMNS[score];
  return [`sum(${column})`, `sum(${column}::int8 * ${column})`];
}).join(', ');

/** n, Σx and Σx² of the total and of each context score of the responses `condition` selects. */
export async function readScoreMoments(
  db: Database,
  condition: SQL = sql`true`,
): Promise<Record<Prca24Score, ScoreMoments>> {
  const [row] = await queryRows<{ n: number; sums: (string | null)[] }>(
    db,
    sql`SELECT count(*)::int AS n, ARRAY[${sql.raw(MOMENTS)}]::text[] AS sums
      FROM survey_responses WHERE ${condition}`,
  );
  const n = row?.n ?? 0;
  const sums = (row?.sums ?? []).map((value) => Number(value ?? 0));
  return Object.fromEntries(
    PRCA24_SCORES.map((score, i) => [
      score,
      { n, sum: sums[2 * i] ?? 0, sumOfSquares: sums[2 * i + 1] ?? 0 },
    ]),
  ) as Record<Prca24Score, ScoreMoments>;
}
