import { beforeEach, describe, expect, it } from 'vitest';
import { surveySessions } from '../../../db/schema';
import { signedInAdminApp } from '../../../../test/support/admin-app';
import { BACKENDS } from '../../../../test/support/environment';
import { clearSurveyData, getAsAdmin } from '../../../../test/support/stored-responses';

const URL = '/api/admin/analytics/engagement';
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

describe.each(BACKENDS)('engagement analytics on the %s database', (backend) => {
  const admin = signedInAdminApp(backend, 'viewer');
  const engagement = async () => {
    const { status, body } = await getAsAdmin(admin.t, admin.token, URL);
    expect(status).toBe(200);
    return body.data;
  };

  beforeEach(() => clearSurveyData(admin.t.database.db));

  it('answers without sessions: zeros, no times, no drop-offs', async () => {
    const data = await engagement();
    expect(data.completionRates).toEqual({
      started: 0,
      completed: 0,
      abandoned: 0,
      inProgress: 0,
      completionRate: 0,
    });
    expect(data.timeMetrics).toEqual({
      averageTime: null,
      medianTime: null,
      fastestCompletion: null,
      slowestCompletion: null,
    });
    expect(data.dropoffPoints).toHaveLength(24);
    expect(data.dropoffPoints[0]).toEqual({ question: 1, reached: 0, dropped: 0, dropoffRate: 0 });
  });

  it('tells abandoned sessions from those in progress, and times the completed ones', async () => {
    const now = Date.now();
    const completed = (seconds: number) => ({
      startedAt: new Date(now - HOUR_MS - seconds * 1000),
      lastActivityAt: new Date(now - HOUR_MS),
      completedAt: new Date(now - HOUR_MS),
      furthestQuestion: 24,
    });
    const unfinished = (furthestQuestion: number, idleMs: number) => ({
      startedAt: new Date(now - idleMs - 10 * MINUTE_MS),
      lastActivityAt: new Date(now - idleMs),
      furthestQuestion,
    });
    await admin.t.database.db.insert(surveySessions).values([
      completed(300),
      completed(420),
      completed(600),
      completed(1200),
      unfinished(7, 25 * HOUR_MS), // abandoned at 7
      unfinished(7, 24 * HOUR_MS + MINUTE_MS), // abandoned at 7, just past 24 hours
      unfinished(7, 24 * HOUR_MS - MINUTE_MS), // still in progress at 7
      unfinished(12, 3 * 24 * HOUR_MS), // abandoned at 12
      unfinished(24, 2 * 24 * HOUR_MS), // abandoned on the last question, never submitted
      unfinished(0, 2 * 24 * HOUR_MS), // abandoned before the first question
    ]);
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
});
