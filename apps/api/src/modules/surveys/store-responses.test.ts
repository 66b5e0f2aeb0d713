import { randomUUID } from 'node:crypto';
import { DEFAULT_QUALITY_THRESHOLDS, LINK_QUESTIONS } from '@prca/core';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/app';
import { BACKENDS } from '../../../test/support/environment';
import { validSubmission } from '../../../test/support/submissions';
import { responseLinkCodes, surveyResponses, surveySessions } from '../../db/schema';
import type { QualityColumns } from '../../quality/columns';
import { recomputeQuality } from '../../quality/recompute';
import type { NewSurveyResponse, SurveyResponseRow } from './repository';
import {
  SubmissionConflictError,
  storeResponses,
  storeTogether,
  type ResponseToStore,
} from './store-responses';

/*
 * Issue 33: the statements that store submissions arriving together. Together, a batch is one
 * transaction, all of it or nothing; a refused batch is stored one by one, so that only the
 * response at fault is refused. (together.test.ts checks the same through the API: replies,
 * rows and figures as if each had come alone.)
 */
describe.each(BACKENDS)('storing responses together, on the %s database', (backend) => {
  // As services.ts stores them: PostgreSQL may be shared by other instances.
  const options = { otherProcesses: backend === 'postgresql' };
  let t: TestApp;
  let template: SurveyResponseRow;
  beforeAll(async () => {
    t = await createTestApp(backend);
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/surveys',
      payload: validSubmission(),
    });
    const id = reply.json().data.id as string;
    const [stored] = await t.database.db
      .select()
      .from(surveyResponses)
      .where(eq(surveyResponses.id, id));
    template = stored!;
  });
  afterAll(() => t.close());

  const qualityOfTemplate = (): QualityColumns => ({
    flagStraightLining: template.flagStraightLining,
    longestRun: template.longestRun,
    flagInconsistent: template.flagInconsistent,
    inconsistentContexts: template.inconsistentContexts,
    contextGaps: template.contextGaps,
    flagSpeeding: template.flagSpeeding,
    completionSeconds: template.completionSeconds,
    speedingLimitSeconds: template.speedingLimitSeconds,
    flagDuplicate: template.flagDuplicate,
    duplicateOf: template.duplicateOf,
    qualityBasis: template.qualityBasis,
  });

  /** A response like the stored one, with its own id; its flags come from `qualityOf`. */
  function response(overrides: Partial<ResponseToStore> = {}): ResponseToStore {
    const { completionSeconds: _timed, ...row } = template;
    return {
      row: { ...row, id: randomUUID(), createdAt: new Date() } as NewSurveyResponse,
      completion: undefined,
      isRetryOf: (existing) => existing.totalScore === template.totalScore,
      qualityOf: {
        duplicateWindowHours: 24,
        columns: (completionSeconds, duplicateOf) => ({
          ...qualityOfTemplate(),
          completionSeconds,
          flagDuplicate: duplicateOf !== null,
          duplicateOf,
        }),
      },
      linkCodes: [],
      ...overrides,
    };
  }
  const storedIds = async (ids: readonly string[]) =>
    (
      await t.database.db
        .select({ id: surveyResponses.id })
        .from(surveyResponses)
        .where(inArray(surveyResponses.id, [...ids]))
    ).map(({ id }) => id);

  it('stores new rows, completes their sessions, keeps their codes and answers a retry', async () => {
    const sessionId = randomUUID();
    const startedAt = new Date(Date.now() - 15 * 60_000);
    const plain = response();
    const timed = response({ completion: { sessionId, startedAt } });
    const coded = response({
      linkCodes: LINK_QUESTIONS.map(({ key }) => ({ question: key, hash: `hash-${key}` })),
    });
    const retry = response({ row: { ...response().row, id: template.id } });

    const stored = await storeTogether(t.database.db, [plain, timed, coded, retry], options);

    expect(stored.map(({ created }) => created)).toEqual([true, true, true, false]);
    expect(stored[3]!.row).toEqual(template);
    expect(await storedIds([plain.row.id, timed.row.id, coded.row.id])).toHaveLength(3);
    const [session] = await t.database.db
      .select()
      .from(surveySessions)
      .where(eq(surveySessions.id, sessionId));
    expect(session?.completedAt).toBeInstanceOf(Date);
    expect(session?.startedAt).toEqual(startedAt);
    expect(stored[1]!.row.startedAt).toEqual(startedAt);
    expect(stored[1]!.row.completionSeconds).toBeCloseTo(15 * 60, 0);
    const codes = await t.database.db
      .select()
      .from(responseLinkCodes)
      .where(eq(responseLinkCodes.responseId, coded.row.id));
    expect(codes).toHaveLength(LINK_QUESTIONS.length);
  });

  it('keeps nothing of a batch in which an id is taken by other answers', async () => {
    const sessionId = randomUUID();
    const others = [response(), response({ completion: { sessionId, startedAt: new Date() } })];
    const clash = response({
      row: { ...response().row, id: template.id },
      isRetryOf: () => false,
    });
    await expect(storeTogether(t.database.db, [...others, clash], options)).rejects.toBeInstanceOf(
      SubmissionConflictError,
    );
    expect(await storedIds(others.map(({ row }) => row.id))).toEqual([]);
    expect(
      await t.database.db.select().from(surveySessions).where(eq(surveySessions.id, sessionId)),
    ).toEqual([]);
  });

  it('stores the rest one by one when a batch is refused: only the response at fault is refused', async () => {
    const others = [response(), response()];
    const clash = response({
      row: { ...response().row, id: template.id },
      isRetryOf: () => false,
    });
    const settled = await storeResponses(t.database.db, [others[0]!, clash, others[1]!], options);
    expect(settled.map((result) => ('value' in result ? result.value.created : 'refused'))).toEqual(
      [true, 'refused', true],
    );
    expect('error' in settled[1]! && settled[1].error).toBeInstanceOf(SubmissionConflictError);
    expect(await storedIds(others.map(({ row }) => row.id))).toHaveLength(2);
  });

  it('marks a response stored first as the repeat of one made before it but stored after it', async () => {
    // Another instance's batch, or a request that waited longer for its class, stores a
    // response after one its respondent made later with the same answers.
    const guestKeyHash = `guest-${randomUUID()}`;
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    const made = (minutes: number) =>
      response({ row: { ...response().row, guestKeyHash, createdAt: minutesAgo(minutes) } });
    const [earliest, middle, latest, older] = [made(30), made(20), made(10), made(40)];
    const store = async (...responses: ResponseToStore[]) => {
      for (const one of responses) await storeResponses(t.database.db, [one], options);
    };
    const flags = async () => {
      const rows = await t.database.db
        .select({
          id: surveyResponses.id,
          duplicate: surveyResponses.flagDuplicate,
          duplicateOf: surveyResponses.duplicateOf,
        })
        .from(surveyResponses)
        .where(eq(surveyResponses.guestKeyHash, guestKeyHash));
      return Object.fromEntries(rows.map(({ id, ...flagged }) => [id, flagged]));
    };
    const original = { duplicate: false, duplicateOf: null };
    const repeatOf = (first: ResponseToStore) => ({ duplicate: true, duplicateOf: first.row.id });

    await store(latest, middle);
    expect(await flags()).toEqual({
      [middle.row.id]: original,
      [latest.row.id]: repeatOf(middle),
    });
    await store(earliest);
    expect(await flags()).toEqual({
      [earliest.row.id]: original,
      [middle.row.id]: repeatOf(earliest),
      [latest.row.id]: repeatOf(earliest),
    });
    // Made before all of them and stored last: each of the others repeats it.
    await store(older);
    const atSubmission = await flags();
    expect(atSubmission).toEqual({
      [older.row.id]: original,
      [earliest.row.id]: repeatOf(older),
      [middle.row.id]: repeatOf(older),
      [latest.row.id]: repeatOf(older),
    });

    // A recomputation from scratch judges them the same.
    await t.database.db
      .update(surveyResponses)
      .set({ flagDuplicate: false, duplicateOf: null, qualityBasis: null })
      .where(eq(surveyResponses.guestKeyHash, guestKeyHash));
    await recomputeQuality(t.database.db, DEFAULT_QUALITY_THRESHOLDS);
    expect(await flags()).toEqual(atSubmission);
  });

  it('leaves a stored response made after the window of one stored later as it was', async () => {
    const guestKeyHash = `guest-${randomUUID()}`;
    const later = response({ row: { ...response().row, guestKeyHash, createdAt: new Date() } });
    const hoursBefore = new Date(Date.now() - 3 * 3_600_000);
    const earlier = response({
      row: { ...response().row, guestKeyHash, createdAt: hoursBefore },
      qualityOf: { ...response().qualityOf, duplicateWindowHours: 2 },
    });
    await storeResponses(t.database.db, [later], options);
    await storeResponses(t.database.db, [earlier], options);
    const rows = await t.database.db
      .select({ id: surveyResponses.id, duplicate: surveyResponses.flagDuplicate })
      .from(surveyResponses)
      .where(eq(surveyResponses.guestKeyHash, guestKeyHash));
    expect(rows.every(({ duplicate }) => !duplicate)).toBe(true);
    expect(rows).toHaveLength(2);
  });
});
