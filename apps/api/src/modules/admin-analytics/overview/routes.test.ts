import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { surveySessions, users } from '../../../db/schema';
import { signedInAdminApp } from '../../../../test/support/admin-app';
import { BACKENDS } from '../../../../test/support/environment';
import { clearSurveyData, insertResponses } from '../../../../test/support/stored-responses';
import { PATTERNED_ANSWERS } from '../../../../test/support/submissions';
import { percentChange } from './service';

const DAY_MS = 86_400_000;

describe.each(BACKENDS)("the dashboard's figures on the %s database", (backend) => {
  const admin = signedInAdminApp(backend, 'viewer');

  it('counts responses, accounts, completion time and rate', async () => {
    const { t, token } = admin;
    const now = Date.now();
    // Three attempts: two submitted in 5 and 7 minutes, one abandoned.
    const submitted = (startMs: number, endMs: number) => ({
      id: randomUUID(),
      startedAt: new Date(now - startMs),
      completedAt: new Date(now - endMs),
      furthestQuestion: 24,
    });
    const done = [submitted(600_000, 300_000), submitted(900_000, 480_000)];
    await t.database.db
      .insert(surveySessions)
      .values([...done, { startedAt: new Date(now - 900_000), furthestQuestion: 7 }]);
    await insertResponses(
      t.database.db,
      done.map((session) => ({
        answers: PATTERNED_ANSWERS,
        sessionId: session.id,
        startedAt: session.startedAt,
        createdAt: session.completedAt,
      })),
    );
    await t.database.db.insert(users).values([
      { issuer: 'https://i.test', subject: randomUUID(), createdAt: new Date(now - 2 * DAY_MS) },
      { issuer: 'https://i.test', subject: randomUUID(), createdAt: new Date(now - 3 * DAY_MS) },
      { issuer: 'https://i.test', subject: randomUUID(), createdAt: new Date(now - 40 * DAY_MS) },
    ]);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/analytics/overview',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      totalResponses: 2,
      responsesTrend: { change: null }, // 2 in the last 30 days, none before: new
      totalUsers: 3,
      usersTrend: { change: 100 }, // 2 in the last 30 days against 1 before
      avgCompletionTime: 360, // (300 + 420) / 2 seconds
      completionRate: 66.7, // 2 responses of 3 attempts
      // Stored directly, so no flag was computed: nothing flagged (issue 17).
      quality: {
        byChoice: { all: 2, unflagged: 2, flagged: 0 },
        flaggedByKind: { straightLining: 0, inconsistent: 0, speeding: 0, duplicate: 0 },
      },
    });
  });

  it('gives no completion time or rate, rather than 0, when no survey session measured them', async () => {
    const { t, token } = admin;
    await clearSurveyData(t.database.db);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/analytics/overview',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ avgCompletionTime: null, completionRate: null });
    // A session started but not finished: a true 0 %, still no time.
    await t.database.db
      .insert(surveySessions)
      .values({ startedAt: new Date(), furthestQuestion: 3 });
    const started = await t.app.inject({
      method: 'GET',
      url: '/api/admin/analytics/overview',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(started.json().data).toMatchObject({ avgCompletionTime: null, completionRate: 0 });
  });

  it('compares periods as a percentage to one decimal, and gives none from an empty period', () => {
    expect(percentChange(0, 0)).toBe(0);
    expect(percentChange(0, 5)).toBeNull();
    expect(percentChange(3, 4)).toBe(33.3);
    expect(percentChange(4, 3)).toBe(-25);
  });
});
