import { and, count, desc, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { surveyResponses as responses } from '../../../db/schema';

/** Chose "other" and wrote something in its box. */
const wroteOtherCause = and(
  sql`'other' = ANY(${responses.causes})`,
  sql`${responses.causesOtherText} ~ '[^[:space:]]'`,
);

/** Texts read per statement: memory stays bounded per page, however many there are. */
const TEXT_PAGE = 5000;

/** Respondents with an "other" text per grade and gender, of the responses of `subset`. */
export function otherCauseCells(db: Database, subset: SQL | undefined) {
  return db
    .select({ grade: responses.grade, gender: responses.gender, count: count() })
    .from(responses)
    .where(and(wroteOtherCause, subset))
    .groupBy(responses.grade, responses.gender);
}

/** One page of "other" texts, newest first, after `before`; only the columns the tab shows. */
async function otherCauseTextPage(
  db: Database,
  subset: SQL | undefined,
  before: { at: string; id: string } | undefined,
) {
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
      at: sql<string>`${responses.createdAt}::text`,
    })
    .from(responses)
    .where(
      and(
        wroteOtherCause,
        subset,
        before &&
          sql`(${responses.createdAt}, ${responses.id}) < (${before.at}::timestamptz, ${before.id}::uuid)`,
      ),
    )
    .orderBy(desc(responses.createdAt), desc(responses.id))
    .limit(TEXT_PAGE);
  return rows.map(({ at, ...row }) => ({ ...row, at, text: row.text ?? '' }));
}

/**
 * Every "other" text of the responses of `subset`, newest first, read a page at a time by
 * keyset (created_at, id): the analysis counts all of them, not only the newest.
 */
export async function otherCauseTexts(db: Database, subset: SQL | undefined) {
  const texts: OtherCauseTextRow[] = [];
  let before: { at: string; id: string } | undefined;
  for (;;) {
    const page = await otherCauseTextPage(db, subset, before);
    for (const { at: _at, ...row } of page) texts.push(row);
    const last = page.at(-1);
    if (!last || page.length < TEXT_PAGE) return texts;
    before = { at: last.at, id: last.id };
  }
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

export type OtherCauseTextRow = Omit<Awaited<ReturnType<typeof otherCauseTextPage>>[number], 'at'>;
