import { sql, type SQL } from 'drizzle-orm';
import { ADVISORY_LOCKS } from '../../db/advisory-locks';
import type { Database } from '../../db/client';
import { queryRows, type SqlRunner } from '../../db/query-rows';
import { keptAnalysisOf, type KeptTextAnalysis } from './analysis';

/*
 * The kept analysis of the "other" texts (schema/other-cause-texts.ts): folding brings it up
 * to date, and `analysedTexts` is the relation a read aggregates, exact in any snapshot.
 */

/** Texts analysed per statement: memory stays bounded however many are new. */
const ANALYSE_BATCH = 2000;

interface TextToAnalyse {
  key: string;
  text: string;
}

function analysed(texts: readonly TextToAnalyse[]): (KeptTextAnalysis & { key: string })[] {
  return texts.map(({ key, text }) => ({ key, ...keptAnalysisOf(text) }));
}

/** A JSON list of analyses as rows of (key, words, phrases, themes, length). */
function analysesAsRows(json: string): SQL {
  return sql`jsonb_to_recordset(${json}::jsonb)
    AS given(key text, words text[], phrases text[], themes text[], length integer)`;
}

/**
 * Moves the pending weights into the kept counts, forgets the texts no response holds any more,
 * and analyses the new ones. Returns how many texts it analysed.
 */
export async function foldOtherCauseTexts(db: Database): Promise<number> {
  // Most reads find nothing to fold: they skip the lock and the writes.
  const [work] = await queryRows<{ found: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM other_cause_pending)
      OR EXISTS (SELECT 1 FROM other_cause_texts WHERE words IS NULL) AS found`,
  );
  if (!work?.found) return 0;
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${ADVISORY_LOCKS.otherCauseTextsFold})`);
    await tx.execute(sql`WITH moved AS (
        DELETE FROM other_cause_pending RETURNING key, text, grade, gender, weight),
      texts AS (INSERT INTO other_cause_texts (key, text, responses)
          SELECT key, min(text), sum(weight) FROM moved GROUP BY key
        ON CONFLICT (key) DO UPDATE
          SET responses = other_cause_texts.responses + excluded.responses)
      INSERT INTO other_cause_cells (grade, gender, responses)
        SELECT grade, gender, sum(weight) FROM moved GROUP BY grade, gender
      ON CONFLICT (grade, gender) DO UPDATE
        SET responses = other_cause_cells.responses + excluded.responses`);
    await tx.execute(sql`DELETE FROM other_cause_texts WHERE responses <= 0`);
    await tx.execute(sql`DELETE FROM other_cause_cells WHERE responses <= 0`);
    let total = 0;
    for (;;) {
      const batch = await queryRows<TextToAnalyse>(
        tx,
        sql`SELECT key, text FROM other_cause_texts WHERE words IS NULL LIMIT ${ANALYSE_BATCH}`,
      );
      if (batch.length === 0) return total;
      await tx.execute(sql`UPDATE other_cause_texts AS kept
        SET words = given.words, phrases = given.phrases, themes = given.themes,
          length = given.length
        FROM ${analysesAsRows(JSON.stringify(analysed(batch)))}
        WHERE kept.key = given.key`);
      total += batch.length;
    }
  });
}

/**
 * The analysis of every text a read may meet, in the read's snapshot: the kept ones, and those
 * that arrived after the last fold (analysed now, not stored: the read stays read-only).
 */
export async function analysedTexts(snapshot: SqlRunner): Promise<SQL> {
  const late = await queryRows<TextToAnalyse>(
    snapshot,
    sql`SELECT DISTINCT ON (key) key, text FROM (
        SELECT key, text FROM other_cause_pending
        UNION ALL SELECT key, text FROM other_cause_texts WHERE words IS NULL) AS unanalysed
      WHERE NOT EXISTS (SELECT 1 FROM other_cause_texts AS kept
        WHERE kept.key = unanalysed.key AND kept.words IS NOT NULL)`,
  );
  const kept = sql`SELECT key, words, phrases, themes, length FROM other_cause_texts
    WHERE words IS NOT NULL`;
  if (late.length === 0) return kept;
  return sql`${kept} UNION ALL SELECT key, words, phrases, themes, length
    FROM ${analysesAsRows(JSON.stringify(analysed(late)))}`;
}

/** How many responses wrote each text, of every response: the kept counts and pending weights. */
export const EVERY_TEXT_COUNT = sql`SELECT key, sum(n)::integer AS n FROM (
    SELECT key, responses AS n FROM other_cause_texts
    UNION ALL SELECT key, weight AS n FROM other_cause_pending) AS counted
  GROUP BY key HAVING sum(n) > 0`;

/** How many responses wrote an "other" text per grade and gender, of every response. */
export const EVERY_CELL_COUNT = sql`SELECT grade, gender, sum(n)::integer AS count FROM (
    SELECT grade, gender, responses AS n FROM other_cause_cells
    UNION ALL SELECT grade, gender, weight AS n FROM other_cause_pending) AS counted
  GROUP BY grade, gender HAVING sum(n) > 0`;
