import { QUESTION_COUNT } from '@prca/core';
import { getTableColumns, inArray, sql } from 'drizzle-orm';
import { ADVISORY_LOCKS } from '../../db/advisory-locks';
import { queryRows } from '../../db/query-rows';
import type { Database } from '../../db/client';
import type { Settled } from '../../db/batcher';
import { responseLinkCodes, surveyResponses, surveySessions } from '../../db/schema';
import type { LinkCode } from './link-codes';
import type { QualityColumns } from '../../quality/columns';
import { duplicatesOf, markingLaterRepeats, type DuplicateQuestion } from '../../quality/evidence';
import type { NewSurveyResponse, SurveyResponseRow } from './repository';

/** How a response's flags are made once it is stored. */
export interface QualityOf {
  /** The hours before it in which the same answers of the same respondent make it a repeat. */
  duplicateWindowHours: number;
  /**
   * Its flags, given how long it took (seconds; null when no session timed it) and the earlier
   * response it repeats (null if none).
   */
  columns(completionSeconds: number | null, duplicateOf: string | null): QualityColumns;
}

export interface SessionCompletion {
  sessionId: string;
  /** When the respondent began, used only if the server never heard of this session. */
  startedAt: Date;
}

/** Another submission's response already has this id. */
export class SubmissionConflictError extends Error {
  override name = 'SubmissionConflictError';
}

/** A response to store once, with what goes with it. */
export interface ResponseToStore {
  row: NewSurveyResponse;
  completion: SessionCompletion | undefined;
  /** Whether an existing row of the same id is really the same submission (a retry). */
  isRetryOf: (existing: SurveyResponseRow) => boolean;
  qualityOf: QualityOf;
  linkCodes: readonly LinkCode[];
}

export interface StoredResponse {
  row: SurveyResponseRow;
  created: boolean;
}

/** A uuid as PostgreSQL gives it back: a browser may send one in capitals. */
const uuidKey = (id: string) => id.toLowerCase();

/** The keys no two responses stored together may share: the id, the session. */
export function keysOfResponse({ row, completion }: ResponseToStore): string[] {
  const id = uuidKey(row.id);
  return completion ? [id, `session:${uuidKey(completion.sessionId)}`] : [id];
}

/**
 * The whole row to insert, given when the respondent began (a session's start, if any) and the
 * earlier response it repeats.
 */
function rowToInsert(
  { row, completion, qualityOf }: ResponseToStore,
  startedAt: Date | null,
  duplicateOf: string | null,
): SurveyResponseRow {
  // Only a session times a response (issue 17): a start the browser alone reports is not
  // trusted for speeding.
  const completionSeconds =
    completion && startedAt
      ? Math.max(0, (row.createdAt.getTime() - startedAt.getTime()) / 1000)
      : null;
  return { ...row, startedAt, ...qualityOf.columns(completionSeconds, duplicateOf) };
}

/** Marks the responses' sessions completed (making those the server never saw); their starts. */
async function completeSessions(
  runner: Database,
  responses: readonly ResponseToStore[],
): Promise<Map<string, Date>> {
  const now = new Date();
  const completed = responses.flatMap(({ row, completion }) =>
    completion
      ? [
          {
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
          },
        ]
      : [],
  );
  if (completed.length === 0) return new Map();
  const sessions = await runner
    .insert(surveySessions)
    .values(completed)
    .onConflictDoUpdate({
      target: surveySessions.id,
      set: {
        furthestQuestion: QUESTION_COUNT,
        lastActivityAt: now,
        completedAt: sql`coalesce(${surveySessions.completedAt}, excluded.completed_at)`,
      },
    })
    .returning({ id: surveySessions.id, startedAt: surveySessions.startedAt });
  return new Map(sessions.map((session) => [uuidKey(session.id), session.startedAt]));
}

/** The columns a response is inserted with: all but the one the database computes. */
const INSERTED_COLUMNS = Object.entries(getTableColumns(surveyResponses))
  .filter(([, column]) => !column.generated)
  .map(([key, column]) => ({ key: key as keyof SurveyResponseRow, name: column.name }));
const INSERTED_NAMES = sql.raw(INSERTED_COLUMNS.map(({ name }) => `"${name}"`).join(', '));

/**
 * Inserts the rows that no stored response's id takes; the ids it inserted. The rows go as one
 * JSON parameter that PostgreSQL turns into records: drizzle's insert builder checked every
 * value of every column (about 45 a row) and was a sixth of the embedded server's time.
 * The same statement marks the stored responses that repeat one it inserts (one made earlier
 * but stored later: quality/evidence.ts).
 */
async function insertRows(
  runner: Database,
  rows: readonly SurveyResponseRow[],
  questions: readonly DuplicateQuestion[],
) {
  const records = rows.map((row) =>
    Object.fromEntries(INSERTED_COLUMNS.map(({ key, name }) => [name, row[key]])),
  );
  const insert = sql`INSERT INTO survey_responses (${INSERTED_NAMES})
    SELECT ${INSERTED_NAMES}
    FROM json_populate_recordset(NULL::survey_responses, ${JSON.stringify(records)}::json)
    ON CONFLICT (id) DO NOTHING`;
  const inserted = await queryRows<{ id: string }>(runner, markingLaterRepeats(insert, questions));
  return inserted.map(({ id }) => id);
}

/** storeTogether's statements, on the runner given: a transaction, or the database itself. */
async function storeWith(
  runner: Database,
  responses: readonly ResponseToStore[],
): Promise<StoredResponse[]> {
  const starts = await completeSessions(runner, responses);
  // Looked up as the batch is stored, and batches are stored one after another: two responses
  // of one respondent, even sent at the same instant, are judged as if sent one by one.
  const questions = responses.map(({ row, qualityOf }) => ({
    probe: row,
    windowHours: qualityOf.duplicateWindowHours,
  }));
  const repeated = await duplicatesOf(runner, questions);
  const rows = responses.map((response, index) =>
    rowToInsert(
      response,
      response.completion
        ? (starts.get(uuidKey(response.completion.sessionId)) ?? response.row.startedAt)
        : response.row.startedAt,
      repeated[index]!,
    ),
  );
  const inserted = new Set((await insertRows(runner, rows, questions)).map(uuidKey));
  const codes = responses.flatMap(({ row, linkCodes }) =>
    inserted.has(uuidKey(row.id)) ? linkCodes.map((code) => ({ responseId: row.id, ...code })) : [],
  );
  if (codes.length > 0) await runner.insert(responseLinkCodes).values(codes);
  const takenIds = rows.filter(({ id }) => !inserted.has(uuidKey(id))).map(({ id }) => id);
  const existing = new Map(
    takenIds.length === 0
      ? []
      : (
          await runner.select().from(surveyResponses).where(inArray(surveyResponses.id, takenIds))
        ).map((row) => [uuidKey(row.id), row]),
  );
  return responses.map((response, index): StoredResponse => {
    const row = rows[index]!;
    if (inserted.has(uuidKey(row.id))) return { row, created: true };
    const stored = existing.get(uuidKey(row.id));
    if (!stored || !response.isRetryOf(stored)) throw new SubmissionConflictError(row.id);
    return { row: stored, created: false };
  });
}

/** Whether another process may store responses in the same database beside this one. */
export interface StoreOptions {
  /**
   * True on PostgreSQL, which several instances may share (issue 12); false on the embedded
   * database, which one process holds (its lock) and whose batches are stored one by one.
   */
  otherProcesses: boolean;
}

/** The identities by which an earlier response is the same respondent's (duplicatesOf). */
function respondentsOf(responses: readonly ResponseToStore[]): string[] {
  const identities = responses.flatMap(({ row }) => [
    ...(row.emailHash ? [`email:${row.emailHash}`] : []),
    ...(row.userId ? [`user:${row.userId}`] : []),
    ...(row.guestKeyHash ? [`guest:${row.guestKeyHash}`] : []),
  ]);
  return [...new Set(identities)];
}

/**
 * Waits until no other transaction is storing a response of these respondents, then keeps them
 * until this one ends: another instance's batch could otherwise look for the same student's
 * earlier response before this one's is stored, and neither response would be flagged as the
 * other's duplicate. Taken in one order (the keys sorted), so that two batches wait in turn and
 * never for each other; two respondents whose keys collide (a hash) only wait in turn too.
 */
async function lockRespondents(runner: Database, respondents: readonly string[]): Promise<void> {
  await runner.execute(
    sql`SELECT pg_advisory_xact_lock(${ADVISORY_LOCKS.respondentSubmissions}, key)
      FROM (SELECT DISTINCT hashtext(respondent) AS key
        FROM json_array_elements_text(${JSON.stringify(respondents)}::json) AS respondent) AS keys
      ORDER BY key`,
  );
}

/**
 * Stores the responses in one transaction, a few statements whatever their number: their
 * respondents locked where other processes store too, their sessions completed, the earlier
 * responses they repeat looked up, their rows, their linking codes. A response whose id is
 * taken comes back as stored if it is a retry; any other refusal throws, and nothing of the
 * batch is kept.
 */
export async function storeTogether(
  db: Database,
  responses: readonly ResponseToStore[],
  { otherProcesses }: StoreOptions,
): Promise<StoredResponse[]> {
  const respondents = otherProcesses ? respondentsOf(responses) : [];
  // One response without a session to complete, a code to keep or a respondent to lock is one
  // INSERT (after a read), atomic on its own: BEGIN and COMMIT would be two more statements on
  // the embedded server's one thread.
  const [only] = responses;
  if (
    responses.length === 1 &&
    !only!.completion &&
    only!.linkCodes.length === 0 &&
    respondents.length === 0
  )
    return storeWith(db, responses);
  return db.transaction(async (transaction) => {
    const runner = transaction as unknown as Database;
    if (respondents.length > 0) await lockRespondents(runner, respondents);
    return storeWith(runner, responses);
  });
}

/**
 * Stores a batch of responses (the survey repository's batcher gives them: distinct ids and
 * sessions). Together when they can be; if the batch is refused (a conflicting id, a class
 * deleted meanwhile), each is stored alone, so that the refusal reaches only its own response
 * and the others are stored exactly as they would have been one by one.
 */
export async function storeResponses(
  db: Database,
  responses: readonly ResponseToStore[],
  options: StoreOptions,
): Promise<Settled<StoredResponse>[]> {
  if (responses.length > 1) {
    try {
      return (await storeTogether(db, responses, options)).map((value) => ({ value }));
    } catch {
      // Each alone below: its own error, if it has one, reaches its own response.
    }
  }
  // One after another, so that each sees the ones before it (the duplicate flag).
  const alone: Settled<StoredResponse>[] = [];
  for (const response of responses) {
    try {
      alone.push({ value: (await storeTogether(db, [response], options))[0]! });
    } catch (error) {
      alone.push({ error });
    }
  }
  return alone;
}
