import { PRCA24_SCORES, type AnalyticsFilters, type Prca24Score } from '@prca/core';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { filterCondition } from '../../../db/filters';
import { queryRows } from '../../../db/query-rows';
import { SCORE_COLUMNS } from '../score-columns';

/*
 * What the change figures read of a wave pair's kept matches (matching.ts). The shared filter
 * set chooses the earlier responses; the later ones are chosen by `laterCondition` (the school
 * and quality filters: a class or a day names the earlier wave's). A pair counts when both of
 * its responses are chosen.
 */

export interface WavePair {
  fromWave: string;
  toWave: string;
  /** Conditions on survey_responses, unaliased (db/filters.ts writes them so). */
  earlierCondition: SQL;
  laterCondition: SQL;
  /** Neither side filtered: every kept match counts. */
  everyResponse: boolean;
}

const earlierIds = (pair: WavePair) =>
  sql`SELECT id FROM survey_responses WHERE wave_id = ${pair.fromWave} AND ${pair.earlierCondition}`;
const laterIds = (pair: WavePair) =>
  sql`SELECT id FROM survey_responses WHERE wave_id = ${pair.toWave} AND ${pair.laterCondition}`;

/**
 * The pair of waves with the responses each side counts: the earlier ones by `earlier` (the
 * shared filter set, or the export's), the later ones by the school and quality filters only,
 * since a class, a day or the demographics chosen name the earlier wave's responses.
 */
export function chosenPair(
  fromWave: string,
  toWave: string,
  earlier: SQL | undefined,
  filters: Pick<AnalyticsFilters, 'school' | 'quality'>,
  timeZone: string,
): WavePair {
  const later = filterCondition({ school: filters.school, quality: filters.quality }, timeZone);
  return {
    fromWave,
    toWave,
    earlierCondition: earlier ?? sql`true`,
    laterCondition: later ?? sql`true`,
    everyResponse: earlier === undefined && later === undefined,
  };
}

/**
 * The kept matches of the pair whose two responses are both chosen, with how each was matched.
 * Kept matches name only responses of their waves (the matching is made current before it is
 * read, and a deleted response's matches go with it), so with no filter nothing is looked up
 * (a filter looks up both waves' responses: 676,000 at the bench's million).
 */
export function countedPairs(pair: WavePair): SQL {
  const chosen = pair.everyResponse
    ? sql``
    : sql`AND from_response_id IN (${earlierIds(pair)}) AND to_response_id IN (${laterIds(pair)})`;
  return sql`SELECT from_response_id, to_response_id, outcome FROM wave_matches
    WHERE from_wave_id = ${pair.fromWave} AND to_wave_id = ${pair.toWave}
      AND outcome <> 'ambiguous' ${chosen}`;
}

/** How many counted pairs have each (earlier, later) value of one score. */
export interface JointCount {
  score: Prca24Score;
  before: number;
  after: number;
  count: number;
}

/** Every score's joint histogram (at most 97 × 97 cells for the total), in one pass. */
export function readJointHistograms(db: Database, pair: WavePair): Promise<JointCount[]> {
  const columns = PRCA24_SCORES.map((score) => {
    const column = SCORE_COLUMNS[score];
    return sql.raw(`b.${column}::int AS b_${score}, a.${column}::int AS a_${score}`);
  });
  const byScore = PRCA24_SCORES.map((score) =>
    sql.raw(`SELECT '${score}' AS score, b_${score} AS before, a_${score} AS after,
        count(*)::int AS count FROM pairs GROUP BY 2, 3`),
  );
  return queryRows<JointCount>(
    db,
    sql`WITH pairs AS MATERIALIZED (
        SELECT ${sql.join(columns, sql`, `)}
        FROM (${countedPairs(pair)}) AS p
        JOIN survey_responses b ON b.id = p.from_response_id
        JOIN survey_responses a ON a.id = p.to_response_id
      )
      ${sql.join(byScore, sql` UNION ALL `)}`,
  );
}

/** One class's responses in one wave of the pair and how many of them were matched, and how. */
export interface ClassLine {
  wave: 'from' | 'to';
  schoolId: string | null;
  classId: string | null;
  responses: number;
  exact: number;
  oneDifference: number;
  ambiguous: number;
}

/** The match report's lines: the earlier wave's classes, then the later one's. */
export async function readClassLines(db: Database, pair: WavePair): Promise<ClassLine[]> {
  /** One wave's classes: its chosen responses, and those matched to a chosen one of the other. */
  const linesOf = (side: 'from' | 'to') => {
    const [own, other] = side === 'from' ? ['from', 'to'] : ['to', 'from'];
    const partners = side === 'from' ? laterIds(pair) : earlierIds(pair);
    // The partner is joined, not looked up with IN inside the counts: there PostgreSQL hashes
    // the other wave's ids only while they fit in work_mem, and past that (about 300,000
    // responses) it scanned them once for every response.
    // With no filter every kept partner is chosen (countedPairs).
    const partnerChosen = pair.everyResponse
      ? sql.raw(`m.${other}_response_id IS NOT NULL`)
      : sql`partner.id IS NOT NULL`;
    const partnerJoin = pair.everyResponse
      ? sql``
      : sql`LEFT JOIN (${partners}) AS partner ON partner.id = ${sql.raw(`m.${other}_response_id`)}`;
    const matched = (outcome: string) =>
      sql`count(*) FILTER (WHERE m.outcome = ${outcome} AND ${partnerChosen})::int`;
    // Only an earlier response is ambiguous: the later ones it might be are left unmatched.
    const ambiguous =
      side === 'from' ? sql`count(*) FILTER (WHERE m.outcome = 'ambiguous')::int` : sql`0`;
    return queryRows<ClassLine>(
      db,
      sql`SELECT ${side} AS wave, survey_responses.school_id::text AS "schoolId",
          survey_responses.class_id::text AS "classId", count(*)::int AS responses,
          ${matched('exact')} AS exact, ${matched('oneDifference')} AS "oneDifference",
          ${ambiguous} AS ambiguous
        FROM survey_responses LEFT JOIN wave_matches m
          ON ${sql.raw(`m.${own}_response_id`)} = survey_responses.id
          AND m.from_wave_id = ${pair.fromWave} AND m.to_wave_id = ${pair.toWave}
        ${partnerJoin}
        WHERE survey_responses.wave_id = ${side === 'from' ? pair.fromWave : pair.toWave}
          AND ${side === 'from' ? pair.earlierCondition : pair.laterCondition}
        GROUP BY 2, 3`,
    );
  };
  return [...(await linesOf('from')), ...(await linesOf('to'))];
}

/** The names of these schools and classes, by id. */
export async function readNames(
  db: Database,
  schoolIds: readonly string[],
  classIds: readonly string[],
): Promise<Map<string, string>> {
  const ids = [...schoolIds, ...classIds];
  if (ids.length === 0) return new Map();
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await queryRows<{ id: string; name: string }>(
    db,
    sql`SELECT id::text AS id, name FROM schools WHERE id::text IN (${list})
      UNION ALL SELECT id::text, name FROM classes WHERE id::text IN (${list})`,
  );
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Which of the two waves exist. */
export async function readKnownWaves(db: Database, ids: readonly string[]): Promise<Set<string>> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`SELECT id::text AS id FROM waves WHERE id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return new Set(rows.map((row) => row.id));
}
