import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { surveySessions } from '../../../db/schema';
import { signedInAdminApp } from '../../../../test/support/admin-app';
import { BACKENDS } from '../../../../test/support/environment';
import {
  clearSurveyData,
  getAsAdmin,
  insertResponses,
} from '../../../../test/support/stored-responses';
import { PATTERNED_ANSWERS, validSubmission } from '../../../../test/support/submissions';

const URL = '/api/admin/analytics/engagement';
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

describe.each(BACKENDS)('engagement analytics on the %s database', (backend) => {
  const admin = signedInAdminApp(backend, 'superadmin');
  const engagement = async () => {
    const { status, body } = await getAsAdmin(admin.t, admin.token, URL);
    expect(status).toBe(200);
    return body.data;
  };
  const responseCount = async () => {
    const { body } = await getAsAdmin(admin.t, admin.token, '/api/admin/analytics/overview');
    return body.data.totalResponses as number;
  };
  const inject = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    admin.t.app.inject({
      method,
      url,
      payload,
      headers: url.startsWith('/api/admin') ? { authorization: `Bearer ${admin.token}` } : {},
    });
  const startSession = async () => (await inject('POST', '/api/surveys/sessions')).json().data;
  const submit = async (body: Record<string, unknown>) => {
    const response = await inject('POST', '/api/surveys', validSubmission(body));
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.id as string;
  };

  beforeEach(() => clearSurveyData(admin.t.database.db));

  it('answers without sessions: zeros, no times, no drop-offs', async () => {
    expect(await engagement()).toEqual({
      completionRates: { started: 0, completed: 0, abandoned: 0, inProgress: 0, completionRate: 0 },
      timeMetrics: {
        averageTime: null,
        medianTime: null,
        fastestCompletion: null,
        slowestCompletion: null,
        completedResponses: 0,
        recordedTimes: 0,
        unrecordedTimes: 0,
        implausibleTimes: 0,
      },
      // Every question, none reached.
      dropoffPoints: Array.from({ length: 24 }, (_, index) => ({
        question: index + 1,
        reached: 0,
        dropped: 0,
        dropoffRate: 0,
      })),
    });
  });

  it('tells abandoned sessions from those in progress, and times the completed ones', async () => {
    const now = Date.now();
    const completed = (seconds: number) => {
      const id = randomUUID();
      const startedAt = new Date(now - HOUR_MS - seconds * 1000);
      const createdAt = new Date(now - HOUR_MS);
      return {
        session: { id, startedAt, lastActivityAt: createdAt, completedAt: createdAt },
        response: { answers: PATTERNED_ANSWERS, sessionId: id, startedAt, createdAt },
      };
    };
    const unfinished = (furthestQuestion: number, idleMs: number) => ({
      startedAt: new Date(now - idleMs - 10 * MINUTE_MS),
      lastActivityAt: new Date(now - idleMs),
      furthestQuestion,
    });
    const done = [completed(300), completed(420), completed(600), completed(1200)];
    await admin.t.database.db.insert(surveySessions).values([
      ...done.map(({ session }) => ({ ...session, furthestQuestion: 24 })),
      unfinished(7, 25 * HOUR_MS), // abandoned at 7
      unfinished(7, 24 * HOUR_MS + MINUTE_MS), // abandoned at 7, just past 24 hours
      unfinished(7, 24 * HOUR_MS - MINUTE_MS), // still in progress at 7
      unfinished(12, 3 * DAY_MS), // abandoned at 12
      unfinished(24, 2 * DAY_MS), // abandoned on the last question, never submitted
      unfinished(0, 2 * DAY_MS), // abandoned before the first question
    ]);
    await insertResponses(
      admin.t.database.db,
      done.map(({ response }) => response),
    );
    const data = await engagement();
    expect(data.completionRates).toEqual({
      started: 10,
      completed: 4,
      abandoned: 5,
      inProgress: 1,
      completionRate: 40,
    });
    expect(data.timeMetrics).toEqual({
      averageTime: 630, // (300 + 420 + 600 + 1200) / 4
      medianTime: 510, // (420 + 600) / 2
      fastestCompletion: 300,
      slowestCompletion: 1200,
      completedResponses: 4,
      recordedTimes: 4,
      unrecordedTimes: 0,
      implausibleTimes: 0,
    });
    const point = (question: number) => data.dropoffPoints[question - 1];
    // Every session but the one before question 1 reached questions 1 to 7.
    expect(point(1)).toEqual({ question: 1, reached: 9, dropped: 0, dropoffRate: 0 });
    // At 7: two abandoned of nine; the one in progress is not a drop-off yet.
    expect(point(7)).toEqual({ question: 7, reached: 9, dropped: 2, dropoffRate: 22.2 });
    expect(point(8)).toMatchObject({ reached: 6, dropped: 0 });
    expect(point(12)).toEqual({ question: 12, reached: 6, dropped: 1, dropoffRate: 16.7 });
    expect(point(24)).toEqual({ question: 24, reached: 5, dropped: 1, dropoffRate: 20 });
  });

  it('counts every submitted attempt as completed, so completed = responses, always', async () => {
    const reconciles = async (expected: number) => {
      const data = await engagement();
      expect(data.completionRates.completed).toBe(expected);
      expect(await responseCount()).toBe(expected);
      expect(data.timeMetrics.completedResponses).toBe(expected);
      const { recordedTimes, unrecordedTimes, implausibleTimes } = data.timeMetrics;
      expect(recordedTimes + unrecordedTimes + implausibleTimes).toBe(expected);
      return data;
    };
    // A first attempt and a retake, each in its own session, with progress on the way.
    const first = await startSession();
    expect(
      (await inject('PATCH', `/api/surveys/sessions/${first.id}`, { furthestQuestion: 12 }))
        .statusCode,
    ).toBe(200);
    const firstResponse = await submit({ sessionId: first.id });
    const retake = await startSession();
    await inject('PATCH', `/api/surveys/sessions/${retake.id}`, { furthestQuestion: 5 });
    await reconciles(1);
    await submit({ sessionId: retake.id });
    // An offline submission whose session the server never saw completes that session.
    await submit({
      sessionId: randomUUID(),
      startedAt: new Date(Date.now() - HOUR_MS).toISOString(),
    });
    // A late submission of a session abandoned meanwhile completes it: no longer abandoned.
    const late = await startSession();
    await admin.t.database.db
      .update(surveySessions)
      .set({ lastActivityAt: new Date(Date.now() - 2 * DAY_MS) })
      .where(eq(surveySessions.id, late.id));
    expect((await engagement()).completionRates).toMatchObject({ abandoned: 1, completed: 3 });
    await submit({ sessionId: late.id });
    // A submission without a session (an older client, the API) is completed, time unknown.
    await submit({});
    let data = await reconciles(5);
    expect(data.completionRates).toMatchObject({ started: 5, abandoned: 0, inProgress: 0 });
    expect(data.timeMetrics).toMatchObject({ recordedTimes: 4, unrecordedTimes: 1 });
    // An attempt under way is started, not completed.
    await startSession();
    data = await reconciles(5);
    expect(data.completionRates).toMatchObject({ started: 6, inProgress: 1, completionRate: 83.3 });

    // A deleted response leaves the figures: its session no longer counts as completed.
    expect((await inject('DELETE', `/api/admin/surveys/${firstResponse}`)).statusCode).toBe(200);
    data = await reconciles(4);
    expect(data.completionRates).toMatchObject({ started: 5, abandoned: 0, inProgress: 1 });
    expect(data.timeMetrics).toMatchObject({ recordedTimes: 3, unrecordedTimes: 1 });
    expect(data.dropoffPoints[23]).toMatchObject({ reached: 4, dropped: 0 });
  });

  it('leaves times that cannot be right out of the time figures and counts them apart', async () => {
    const now = Date.now();
    const timed = (seconds: number) => {
      const id = randomUUID();
      return {
        session: { id, startedAt: new Date(now - seconds * 1000), furthestQuestion: 24 },
        response: {
          answers: PATTERNED_ANSWERS,
          sessionId: id,
          startedAt: new Date(now - seconds * 1000),
          createdAt: new Date(now),
        },
      };
    };
    const attempts = [timed(600), timed(-60), timed(31 * 24 * 3600), timed(900)];
    await admin.t.database.db
      .insert(surveySessions)
      .values(attempts.map(({ session }) => ({ ...session, completedAt: new Date(now) })));
    await insertResponses(admin.t.database.db, [
      ...attempts.map(({ response }) => response),
      { answers: PATTERNED_ANSWERS }, // without a session
    ]);
    const data = await engagement();
    expect(data.completionRates).toMatchObject({ started: 5, completed: 5 });
    expect(data.timeMetrics).toEqual({
      averageTime: 750,
      medianTime: 750,
      fastestCompletion: 600,
      slowestCompletion: 900,
      completedResponses: 5,
      recordedTimes: 2,
      unrecordedTimes: 1,
      implausibleTimes: 2,
    });
    const { body } = await getAsAdmin(admin.t, admin.token, '/api/admin/analytics/overview');
    // The dashboard reads the same definitions.
    expect(body.data).toMatchObject({ avgCompletionTime: 750, completionRate: 100 });
  });
});
