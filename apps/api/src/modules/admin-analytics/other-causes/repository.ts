import { OTHER_CAUSES_TEXT_LIMIT } from '@prca/core';
import { and, count, desc, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { surveyResponses as responses } from '../../../db/schema';

/** Chose "other" and wrote something in its box. */
const wroteOtherCause = and(
  sql`'other' = ANY(${responses.causes})`,
  sql`${responses.causesOtherText} ~ '[^[:space:]]'`,
);

/** Respondents with an "other" text per grade and gender. */
export function otherCauseCells(db: Database) {
  return db
    .select({ grade: responses.grade, gender: responses.gender, count: count() })
    .from(responses)
    .where(wroteOtherCause)
    .groupBy(responses.grade, responses.gender);
}

/** The newest "other" texts with what the list shows beside them; only these columns. */
export async function newestOtherCauseTexts(db: Database, limit = OTHER_CAUSES_TEXT_LIMIT) {
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
    .where(wroteOtherCause)
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
