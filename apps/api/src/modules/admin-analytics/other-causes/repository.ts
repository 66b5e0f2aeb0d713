import { CAUSES, OTHER_CAUSES_TEXT_LIMIT, type Cause } from '@prca/core';
import { and, count, desc, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { surveyResponses as responses } from '../../../db/schema';

/*
 * Every query groups by enumerated columns, so each answers with a few dozen rows however many
 * responses there are: the counting happens in the database, the shaping in the service.
 */

const respondents = count();

/** sum() of smallints is a bigint, which the drivers hand over as a string or a BigInt. */
const scoreSum = sql<number>`sum(${responses.totalScore})`.mapWith(Number);

/** Respondents per grade, gender and participation level (at most 3 × 3 × 4 rows). */
export function demographicCells(db: Database) {
  return db
    .select({
      grade: responses.grade,
      gender: responses.gender,
      participation: responses.participation,
      count: respondents,
    })
    .from(responses)
    .groupBy(responses.grade, responses.gender, responses.participation);
}

/**
 * Per cause, how many of a cell's respondents chose it. `= ANY` counts a respondent once
 * even if an array repeated a cause, and counting in the same pass as the cells reads the
 * table once (measured: about half the time of a second, unnest-based pass).
 */
const choseCause = Object.fromEntries(
  CAUSES.map((cause) => [
    cause,
    sql<number>`count(*) FILTER (WHERE ${cause} = ANY(${responses.causes}))`.mapWith(Number),
  ]),
) as Record<Cause, SQL<number>>;

/**
 * Respondents, their summed total score and their chosen causes per awareness, impact and
 * gender (at most 45 rows), in one statement and so from one snapshot.
 */
export async function sectionBCells(db: Database) {
  const rows = await db
    .select({
      awareness: responses.awareness,
      impact: responses.impactLevel,
      gender: responses.gender,
      count: respondents,
      scoreSum,
      ...choseCause,
    })
    .from(responses)
    .groupBy(responses.awareness, responses.impactLevel, responses.gender);
  return rows.map((row) => ({
    awareness: row.awareness,
    impact: row.impact,
    gender: row.gender,
    count: row.count,
    scoreSum: row.scoreSum,
    causes: Object.fromEntries(CAUSES.map((cause) => [cause, row[cause]])) as Record<Cause, number>,
  }));
}

/** Chose "other" and wrote something in its box. */
const wroteOtherCause = and(
  sql`'other' = ANY(${responses.causes})`,
  sql`${responses.causesOtherText} ~ '[^[:space:]]'`,
);

/** Respondents with an "other" text per grade and gender. */
export function otherCauseCells(db: Database) {
  return db
    .select({ grade: responses.grade, gender: responses.gender, count: respondents })
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
