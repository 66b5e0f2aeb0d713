import { QUESTION_COUNT } from '@prca/core';
import { and, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { foldAfterDelete } from '../../kept';
import { paginate } from '../../db/paginate';
import { responseLinkCodes, surveyResponses, surveySessions } from '../../db/schema';
import type { LinkCode } from './link-codes';
import type { QualityColumns } from '../../quality/columns';
import { duplicateOf, speedingMedianSeconds, type DuplicateProbe } from '../../quality/evidence';

/** A stored response; `completion_time` is the database's own copy for the analytics' index. */
export type SurveyResponseRow = Omit<typeof surveyResponses.$inferSelect, 'completionTime'>;
/**
 * A response as the service builds it: every column given, so nothing needs reading back; the
 * quality flags come from `qualityOf` once the start is known.
 */
export type NewSurveyResponse = Omit<SurveyResponseRow, keyof QualityColumns>;

/** The flags of a response given how long it took (seconds; null when no session timed it). */
export type QualityOf = (completionSeconds: number | null) => QualityColumns;

export interface SessionCompletion {
  sessionId: string;
  /** When the respondent began, used only if the server never heard of this session. */
  startedAt: Date;
}

export class SubmissionConflictError extends Error {
  override name = 'SubmissionConflictError';
}

/** Whose results: a signed-in respondent's, or a guest's (e-mail and key together). */
export type ResultsOwner = { userId: string } | { emailHash: string; guestKeyHash: string };

function resultsOf(owner: ResultsOwner) {
  return 'userId' in owner
    ? eq(surveyResponses.userId, owner.userId)
    : and(
        eq(surveyResponses.emailHash, owner.emailHash),
        eq(surveyResponses.guestKeyHash, owner.guestKeyHash),
      );
}

/** Who owns one response: a signed-in respondent, or the browser holding its guest key. */
export type ResponseOwner = { userId: string } | { guestKeyHash: string };

function ownedBy(owner: ResponseOwner) {
  return 'userId' in owner
    ? eq(surveyResponses.userId, owner.userId)
    : eq(surveyResponses.guestKeyHash, owner.guestKeyHash);
}

/** One page of the responses matching `where`, newest first, and how many match in all. */
export function pageOfResponses(
  db: Database,
  where: SQL | undefined,
  page: number,
  limit: number,
): Promise<{ rows: SurveyResponseRow[]; total: number }> {
  return paginate(db, {
    rows: db.select().from(surveyResponses).$dynamic(),
    from: surveyResponses,
    where,
    // The id breaks ties between responses stored in the same instant.
    orderBy: [desc(surveyResponses.createdAt), desc(surveyResponses.id)],
    page,
    limit,
  });
}

export function createSurveyRepository(db: Database) {
  return {
    /**
     * Stores a response once per id: a retried submission returns the stored row unchanged
     * (`created: false`), and `isRetryOf` decides whether an existing row is really the same
     * submission. Completing the session and keeping the linking code's hashes (issue 32)
     * happen in the same transaction.
     */
    async insertOnce(
      row: NewSurveyResponse,
      completion: SessionCompletion | undefined,
      isRetryOf: (existing: SurveyResponseRow) => boolean,
      qualityOf: QualityOf,
      linkCodes: readonly LinkCode[] = [],
    ): Promise<{ row: SurveyResponseRow; created: boolean }> {
      const store = async (runner: Database, startedAt: Date | null) => {
        // Only a session times a response (issue 17): a start the browser alone reports is not
        // trusted for speeding.
        const completionSeconds =
          completion && startedAt
            ? Math.max(0, (row.createdAt.getTime() - startedAt.getTime()) / 1000)
            : null;
        // The row is complete as the service built it, so only the id comes back: building and
        // reading a 22-column RETURNING cost every submission.
        const stored: SurveyResponseRow = { ...row, startedAt, ...qualityOf(completionSeconds) };
        const [inserted] = await runner
          .insert(surveyResponses)
          .values(stored)
          .onConflictDoNothing({ target: surveyResponses.id })
          .returning({ id: surveyResponses.id });
        if (inserted) {
          if (linkCodes.length > 0) {
            await runner
              .insert(responseLinkCodes)
              .values(linkCodes.map((code) => ({ responseId: row.id, ...code })));
          }
          return { row: stored, created: true };
        }
        const [existing] = await runner
          .select()
          .from(surveyResponses)
          .where(eq(surveyResponses.id, row.id));
        if (!existing || !isRetryOf(existing)) throw new SubmissionConflictError(row.id);
        return { row: existing, created: false };
      };
      // Without a session to complete or a code to keep, one INSERT is atomic on its own.
      if (!completion && linkCodes.length === 0) return store(db, row.startedAt);
      return db.transaction(async (tx) => {
        if (!completion) return store(tx as unknown as Database, row.startedAt);
        const now = new Date();
        const [session] = await tx
          .insert(surveySessions)
          .values({
            id: completion.sessionId,
            startedAt: completion.startedAt,
            lastActivityAt: now,
            furthestQuestion: QUESTION_COUNT,
            completedAt: now,
            locale: row.locale,
            // A session started offline is counted for the class of its response.
            classId: row.classId,
            schoolId: row.schoolId,
            waveId: row.waveId,
          })
          .onConflictDoUpdate({
            target: surveySessions.id,
            set: {
              furthestQuestion: QUESTION_COUNT,
              lastActivityAt: now,
              completedAt: sql`coalesce(${surveySessions.completedAt}, excluded.completed_at)`,
            },
          })
          .returning({ startedAt: surveySessions.startedAt });
        return store(tx as unknown as Database, session?.startedAt ?? row.startedAt);
      });
    },

    /** One page of the results matching `where`, newest first, and how many match in all. */
    async page(
      owner: ResultsOwner,
      page: number,
      limit: number,
    ): Promise<{ rows: SurveyResponseRow[]; total: number }> {
      return pageOfResponses(db, resultsOf(owner), page, limit);
    },

    /** The scores and groups of every result of an owner: what a results summary needs. */
    async scoresOf(owner: ResultsOwner) {
      const where = resultsOf(owner);
      return db
        .select({
          totalScore: surveyResponses.totalScore,
          groupDiscussion: surveyResponses.groupDiscussion,
          meetings: surveyResponses.meetings,
          interpersonal: surveyResponses.interpersonal,
          publicSpeaking: surveyResponses.publicSpeaking,
          grade: surveyResponses.grade,
          gender: surveyResponses.gender,
        })
        .from(surveyResponses)
        .where(where);
    },

    /**
     * Deletes a response if it belongs to the owner; false when there was none to delete.
     * `alongside` runs in the same transaction once it is deleted (its audit entry).
     */
    async deleteOwned(
      id: string,
      owner: ResponseOwner,
      alongside: (runner: Database) => Promise<void> = async () => {},
    ): Promise<boolean> {
      const deleted = await db.transaction(async (tx) => {
        const rows = await tx
          .delete(surveyResponses)
          .where(and(eq(surveyResponses.id, id), ownedBy(owner)))
          .returning({ id: surveyResponses.id, sessionId: surveyResponses.sessionId });
        const sessionId = rows[0]?.sessionId;
        // Its session would still count as a finished survey in the engagement figures: a
        // withdrawn response leaves no trace of its attempt either (unless another response
        // shares the session, which keeps it).
        if (sessionId) {
          await tx
            .delete(surveySessions)
            .where(
              and(
                eq(surveySessions.id, sessionId),
                sql`NOT EXISTS (SELECT 1 FROM ${surveyResponses} WHERE ${surveyResponses.sessionId} = ${sessionId})`,
              ),
            );
        }
        if (rows.length > 0) await alongside(tx as unknown as Database);
        return rows;
      });
      // The kept analysis of "other" texts would hold the words until the next fold: a student
      // who deletes a response expects them gone now.
      if (deleted.length > 0) await foldAfterDelete(db);
      return deleted.length > 0;
    },

    /** A response if it belongs to the owner. */
    async findOwned(id: string, owner: ResponseOwner): Promise<SurveyResponseRow | undefined> {
      const [row] = await db
        .select()
        .from(surveyResponses)
        .where(and(eq(surveyResponses.id, id), ownedBy(owner)));
      return row;
    },

    /**
     * Whether the server saw this session begin for this class before `closedAt` (issue 27): a
     * session first heard of with its response has that response's time, so it never counts.
     */
    async sessionSeenBefore(sessionId: string, classId: string, closedAt: Date): Promise<boolean> {
      const [row] = await db
        .select({ id: surveySessions.id })
        .from(surveySessions)
        .where(
          and(
            eq(surveySessions.id, sessionId),
            eq(surveySessions.classId, classId),
            lt(surveySessions.seenAt, closedAt),
          ),
        );
      return row !== undefined;
    },

    /** An earlier response this one repeats (issue 17's duplicate flag). */
    duplicateOf: (probe: DuplicateProbe, windowHours: number) =>
      duplicateOf(db, probe, windowHours),

    /** The median completion time of a wave (issue 17's wave-median speeding rule). */
    speedingMedianSeconds: (waveId: string | null) => speedingMedianSeconds(db, waveId),

    async findById(id: string): Promise<SurveyResponseRow | undefined> {
      const [row] = await db.select().from(surveyResponses).where(eq(surveyResponses.id, id));
      return row;
    },
  };
}

export type SurveyRepository = ReturnType<typeof createSurveyRepository>;
