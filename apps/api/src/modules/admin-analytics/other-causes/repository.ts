import { and, count, desc, inArray, sql, type SQL } from 'drizzle-orm';
import { THEME_EXAMPLE_COUNT, TOP_PHRASE_COUNT, TOP_WORD_COUNT } from '@prca/core';
import type { Database } from '../../../db/client';
import { surveyResponses as responses } from '../../../db/schema';
import { queryRows, type SqlRunner } from '../../../db/query-rows';
import { EVERY_CELL_COUNT, EVERY_TEXT_COUNT } from '../../../kept/other-cause-texts/texts';

/** Chose "other" and wrote something in its box (as migration 0010's triggers count them). */
const wroteOtherCause = and(
  sql`'other' = ANY(${responses.causes})`,
  sql`${responses.causesOtherText} ~ '[^[:space:]]'`,
);

/**
 * Respondents with an "other" text per grade and gender, of the responses of `subset`; of every
 * response, the kept counts answer without reading the responses.
 */
export async function otherCauseCells(
  db: Database,
  subset: SQL | undefined,
): Promise<{ grade: string; gender: string; count: number }[]> {
  if (!subset) return queryRows(db, EVERY_CELL_COUNT);
  return db
    .select({ grade: responses.grade, gender: responses.gender, count: count() })
    .from(responses)
    .where(and(wroteOtherCause, subset))
    .groupBy(responses.grade, responses.gender);
}

/**
 * The "other" texts of a subset, read once per request (a school's responses lie all over the
 * table, so each pass over them costs a tenth of a second): the totals, the cells, the themes'
 * examples and the list all come from this one pass.
 */
function pickedTexts(subset: SQL): SQL {
  return sql`SELECT ${responses.id} AS id, ${responses.createdAt} AS created_at,
      ${responses.grade} AS grade, ${responses.gender} AS gender,
      ${responses.causesOtherText} AS text, md5(${responses.causesOtherText}) AS key
    FROM ${responses} WHERE ${and(wroteOtherCause, subset)}`;
}

/** A (text, count) pair as the aggregate answers it; counts are sums, so they may come as text. */
type Counted<K extends string, V> = Record<K, V> & { count: number | string };

/** What the one pass over a filtered subset adds to the totals. */
export interface SubsetExtras {
  cells: { grade: string; gender: string; count: number | string }[];
  /** The newest THEME_EXAMPLE_COUNT texts of each theme, newest first. */
  examples: { theme: string; texts: string[] }[];
  /** The ids of the newest `listed` texts, newest first. */
  newest: string[];
}

export interface OtherCauseTotals {
  analysed: number | string;
  unthemed: number | string;
  /** Every word whose count reaches the TOP_WORD_COUNT-th highest (ties included). */
  words: Counted<'word', string>[];
  /** The same for phrases written in at least two texts. */
  phrases: Counted<'phrase', string>[];
  themes: Counted<'theme', string>[];
  lengths: Counted<'length', number>[];
}

/**
 * The counts of the analysis over the texts of `subset`, added up from the kept analysis of
 * each distinct text (`analysed`, see kept/other-cause-texts/texts.ts) times how many responses wrote it. The
 * order among equal counts (Vietnamese alphabetical) is the service's: the database's
 * collation is not the browser's.
 */
export async function otherCauseTotals(
  snapshot: SqlRunner,
  subset: SQL | undefined,
  analysed: SQL,
  listed: number,
): Promise<OtherCauseTotals & Partial<SubsetExtras>> {
  // Of every response, the kept counts answer without reading the responses.
  const counts = subset
    ? sql`picked AS MATERIALIZED (${pickedTexts(subset)}),
      counts AS MATERIALIZED (SELECT key, count(*)::integer AS n FROM picked GROUP BY key)`
    : sql`counts AS MATERIALIZED (${EVERY_TEXT_COUNT})`;
  const extras = subset
    ? sql`,
      (SELECT coalesce(json_agg(json_build_object('grade', grade, 'gender', gender, 'count', count)), '[]')
        FROM (SELECT grade, gender, count(*) AS count FROM picked GROUP BY grade, gender) AS c)
        AS cells,
      (SELECT coalesce(json_agg(json_build_object('theme', theme, 'texts', texts)), '[]')
        FROM (SELECT theme,
            (array_agg(picked.text ORDER BY picked.created_at DESC, picked.id DESC))[1:${THEME_EXAMPLE_COUNT}] AS texts
          FROM picked JOIN (${analysed}) AS a ON a.key = picked.key, unnest(a.themes) AS theme
          GROUP BY theme) AS e) AS examples,
      (SELECT coalesce(json_agg(id ORDER BY created_at DESC, id DESC), '[]')
        FROM (SELECT id, created_at FROM picked ORDER BY created_at DESC, id DESC LIMIT ${listed}) AS l)
        AS newest`
    : sql``;
  const [row] = await queryRows<OtherCauseTotals & Partial<SubsetExtras>>(
    snapshot,
    sql`WITH ${counts},
      texts AS MATERIALIZED (
        SELECT counts.n, a.words, a.phrases, a.themes, a.length
        FROM counts JOIN (${analysed}) AS a ON a.key = counts.key),
      words AS (SELECT word, sum(n) AS count FROM texts, unnest(texts.words) AS word GROUP BY word),
      phrases AS (SELECT phrase, sum(n) AS count FROM texts, unnest(texts.phrases) AS phrase
        GROUP BY phrase HAVING sum(n) >= 2),
      themes AS (SELECT theme, sum(n) AS count FROM texts, unnest(texts.themes) AS theme
        GROUP BY theme),
      lengths AS (SELECT length, sum(n) AS count FROM texts GROUP BY length)
    SELECT
      (SELECT coalesce(sum(n), 0) FROM texts) AS analysed,
      (SELECT coalesce(sum(n), 0) FROM texts WHERE cardinality(themes) = 0) AS unthemed,
      (SELECT coalesce(json_agg(json_build_object('word', word, 'count', count)), '[]')
        FROM (SELECT word, count, rank() OVER (ORDER BY count DESC) AS place FROM words) AS w
        WHERE place <= ${TOP_WORD_COUNT}) AS words,
      (SELECT coalesce(json_agg(json_build_object('phrase', phrase, 'count', count)), '[]')
        FROM (SELECT phrase, count, rank() OVER (ORDER BY count DESC) AS place FROM phrases) AS p
        WHERE place <= ${TOP_PHRASE_COUNT}) AS phrases,
      (SELECT coalesce(json_agg(json_build_object('theme', theme, 'count', count)), '[]')
        FROM themes) AS themes,
      (SELECT coalesce(json_agg(json_build_object('length', length, 'count', count)), '[]')
        FROM lengths) AS lengths${extras}`,
  );
  return row!;
}

/**
 * The newest `limit` texts of each of `themes` of every response, newest first (ties by id), in
 * one statement: each theme reads backwards along the created_at index, and a theme of a tenth
 * of the texts meets its examples within a few hundred rows.
 */
export async function themeExamples(
  snapshot: SqlRunner,
  analysed: SQL,
  themes: readonly string[],
  limit: number,
): Promise<{ theme: string; texts: string[] }[]> {
  if (themes.length === 0) return [];
  return queryRows<{ theme: string; texts: string[] }>(
    snapshot,
    sql`SELECT theme, ARRAY(
        SELECT ${responses.causesOtherText} FROM ${responses}
        WHERE ${wroteOtherCause} AND md5(${responses.causesOtherText}) IN (
          SELECT key FROM (${analysed}) AS a WHERE theme = ANY(a.themes))
        ORDER BY ${responses.createdAt} DESC, ${responses.id} DESC LIMIT ${limit}) AS texts
      FROM unnest(${`{${themes.join(',')}}`}::text[]) AS theme`,
  );
}

/**
 * The newest `limit` "other" texts of `subset` (or the responses `ids`, which the one pass over
 * a filtered subset picked), newest first; only the columns the tab shows.
 */
export async function newestOtherCauseTexts(
  db: Database,
  subset: SQL | undefined,
  limit: number,
  ids?: readonly string[],
) {
  if (ids?.length === 0) return [];
  const rows = await db
    .select({
      id: responses.id,
      createdAt: responses.createdAt,
      gender: responses.gender,
      grade: responses.grade,
      score: responses.totalScore,
      text: responses.causesOtherText,
      awareness: responses.awareness,
      impact: responses.impactLevel,
    })
    .from(responses)
    .where(and(wroteOtherCause, ids ? inArray(responses.id, [...ids]) : subset))
    .orderBy(desc(responses.createdAt), desc(responses.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, text: row.text ?? '' }));
}

/**
 * Runs several reads on one snapshot, so that their figures agree even while responses
 * arrive (a total and the list it is the total of).
 */
export function onOneSnapshot<T>(db: Database, read: (snapshot: Database) => Promise<T>) {
  return db.transaction((tx) => read(tx), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
}

export type OtherCauseTextRow = Awaited<ReturnType<typeof newestOtherCauseTexts>>[number];
