import { and, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { foldAfterDelete } from '../../kept';
import { paginate } from '../../db/paginate';
import { surveyResponses, surveySessions } from '../../db/schema';
import type { LinkCode } from './link-codes';
import type { QualityColumns } from '../../quality/columns';
import { speedingMedianSeconds } from '../../quality/evidence';
import { createBatcher } from '../../db/batcher';
import {
  keysOfResponse,
  storeResponses,
  type QualityOf,
  type ResponseToStore,
  type SessionCompletion,
  type StoreOptions,
  type StoredResponse,
} from './store-responses';

/** A stored response; `completion_time` is the database's own copy for the analytics' index. */
export type SurveyResponseRow = Omit<typeof surveyResponses.$inferSelect, 'completionTime'>;
/**
 * A response as the service builds it: every column given, so nothing needs reading back; the
 * quality flags come from `qualityOf` once the start and the responses stored with it are known.
 */
export type NewSurveyResponse = Omit<SurveyResponseRow, keyof QualityColumns>;

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

/** The stored response of an id. */
export async function findResponse(
  db: Database,
  id: string,
): Promise<SurveyResponseRow | undefined> {
  const [row] = await db.select().from(surveyResponses).where(eq(surveyResponses.id, id));
  return row;
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

export function createSurveyRepository(db: Database, options: StoreOptions) {
  // Submissions arriving together share their statements (db/batcher.ts, issue 33).
  const store = createBatcher(
    (responses: readonly ResponseToStore[]) => storeResponses(db, responses, options),
    { keysOf: keysOfResponse },
  );
  return {
    /**
     * Stores a response once per id: a retried submission returns the stored row unchanged
     * (`created: false`), and `isRetryOf` decides whether an existing row is really the same
     * submission. Completing the session and keeping the linking code's hashes (issue 32)
     * happen in the same transaction. Submissions that arrive together are stored together
     * (store-responses.ts).
     */
    insertOnce: (
      row: NewSurveyResponse,
      completion: SessionCompletion | undefined,
      isRetryOf: (existing: SurveyResponseRow) => boolean,
      qualityOf: QualityOf,
      linkCodes: readonly LinkCode[] = [],
    ): Promise<StoredResponse> => store({ row, completion, isRetryOf, qualityOf, linkCodes }),

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

    /** The median completion time of a wave (issue 17's wave-median speeding rule). */
    speedingMedianSeconds: (waveId: string | null) => speedingMedianSeconds(db, waveId),

    findById: (id: string) => findResponse(db, id),
  };
}

export type SurveyRepository = ReturnType<typeof createSurveyRepository>;
