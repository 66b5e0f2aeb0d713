import { and, count, desc, sql, type SQL } from 'drizzle-orm';
import { TOP_PHRASE_COUNT, TOP_WORD_COUNT } from '@prca/core';
import type { Database } from '../../../db/client';
import { surveyResponses as responses } from '../../../db/schema';
import { queryRows, type SqlRunner } from '../../../db/query-rows';
import { EVERY_TEXT_COUNT } from './kept-texts';

/**
 * Chose "other" and wrote something in its box: the predicate of migration 0010's triggers and
 * of its partial index, written alike so that the planner uses that index.
 */
const wroteOtherCause = and(
  sql`'other' = ANY(${responses.causes})`,
  sql`${responses.causesOtherText} ~ '[^[:space:]]'`,
);

/** Respondents with an "other" text per grade and gender, of the responses of `subset`. */
export function otherCauseCells(db: Database, subset: SQL | undefined) {
  return db
    .select({ grade: responses.grade, gender: responses.gender, count: count() })
    .from(responses)
    .where(and(wroteOtherCause, subset))
    .groupBy(responses.grade, responses.gender);
}

/**
 * How many responses of `subset` wrote each distinct text (by its key, md5 of the text): for
 * every response, the kept counts answer without reading the responses.
 */
function textCounts(subset: SQL | undefined): SQL {
  if (!subset) return EVERY_TEXT_COUNT;
  return sql`SELECT md5(${responses.causesOtherText}) AS key, count(*)::integer AS n
    FROM ${responses} WHERE ${and(wroteOtherCause, subset)} GROUP BY 1`;
}

/** A (text, count) pair as the aggregate answers it; counts are sums, so they may come as text. */
type Counted<K extends string, V> = Record<K, V> & { count: number | string };

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
 * each distinct text (`analysed`, see kept-texts.ts) times how many responses wrote it. The
 * order among equal counts (Vietnamese alphabetical) is the service's: the database's
 * collation is not the browser's.
 */
export async function otherCauseTotals(
  snapshot: SqlRunner,
  subset: SQL | undefined,
  analysed: SQL,
): Promise<OtherCauseTotals> {
  const [row] = await queryRows<OtherCauseTotals>(
    snapshot,
    sql`WITH counts AS MATERIALIZED (${textCounts(subset)}),
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
        FROM lengths) AS lengths`,
  );
  return row!;
}

/**
 * The newest `limit` texts of `subset` with theme `theme`, newest first (ties by id), read
 * backwards along the partial index of "other" texts.
 */
export async function themeExamples(
  snapshot: SqlRunner,
  subset: SQL | undefined,
  analysed: SQL,
  theme: string,
  limit: number,
): Promise<string[]> {
  const rows = await queryRows<{ text: string }>(
    snapshot,
    sql`SELECT ${responses.causesOtherText} AS text FROM ${responses}
      WHERE ${and(wroteOtherCause, subset)} AND md5(${responses.causesOtherText}) IN (
        SELECT key FROM (${analysed}) AS a WHERE ${theme} = ANY(a.themes))
      ORDER BY ${responses.createdAt} DESC, ${responses.id} DESC LIMIT ${limit}`,
  );
  return rows.map((row) => row.text);
}

/** The newest `limit` "other" texts of `subset`, newest first; only the columns the tab shows. */
export async function newestOtherCauseTexts(db: Database, subset: SQL | undefined, limit: number) {
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
    .where(and(wroteOtherCause, subset))
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
