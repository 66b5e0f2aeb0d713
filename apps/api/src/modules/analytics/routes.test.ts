import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/app';
import { BACKENDS } from '../../../test/support/environment';
import { setRespondentIdentity } from '../../../test/support/identity-mode';
import {
  LEAST_APPREHENSIVE,
  MOST_APPREHENSIVE,
  PATTERNED_ANSWERS,
  VALID_DEMOGRAPHICS,
  responsesFrom,
  validSubmission,
} from '../../../test/support/submissions';

describe.each(BACKENDS)(
  "the results tab's figures from the server on the %s database",
  (backend) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(backend);
      // A guest's summary is found by the hash of their e-mail, kept in `email` mode only.
      await setRespondentIdentity(t, 'email');
    });
    afterAll(() => t.close());

    it("summarises a guest's results as the results tab does, by hand-computed figures", async () => {
      const email = `summary-${randomUUID()}@example.com`;
      const key = randomBytes(32).toString('base64url');
      const sheets = [
        { answers: PATTERNED_ANSWERS, grade: 'grade11' }, // 21 24 19 20 = 84
        { answers: MOST_APPREHENSIVE, grade: 'grade12' }, // 30 × 4 = 120
        { answers: LEAST_APPREHENSIVE, grade: 'grade11' }, // 6 × 4 = 24
      ];
      for (const sheet of sheets) {
        await t.app.inject({
          method: 'POST',
          url: '/api/surveys',
          payload: validSubmission({
            email,
            guestKey: key,
            responses: responsesFrom(sheet.answers),
            demographics: { ...VALID_DEMOGRAPHICS, grade: sheet.grade },
          }),
        });
      }
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/analytics/summary?email=${encodeURIComponent(email)}`,
        headers: { 'x-guest-key': key },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({
        count: 3,
        completionRate: 100,
        averageTotal: 76, // (84 + 120 + 24) / 3
        averageTotalLevel: 'average',
        averageSubscores: {
          groupDiscussion: { average: 19, level: 'average' }, // (21 + 30 + 6) / 3
          meetings: { average: 20, level: 'average' }, // (24 + 30 + 6) / 3
          interpersonal: { average: 18.3, level: 'high' }, // 55 / 3 = 18.33, above 18
          publicSpeaking: { average: 18.7, level: 'average' }, // 56 / 3
        },
        distribution: [
          { level: 'low', count: 1, percentage: 33.3 },
          { level: 'average', count: 0, percentage: 0 },
          { level: 'high', count: 2, percentage: 66.7 },
        ],
        byGrade: [
          { key: 'grade11', count: 2, averageTotal: 54 },
          { key: 'grade12', count: 1, averageTotal: 120 },
        ],
        byGender: [{ key: 'female', count: 3, averageTotal: 76 }],
      });

      const stranger = await t.app.inject({
        method: 'GET',
        url: `/api/analytics/summary?email=${encodeURIComponent(email)}`,
      });
      expect(stranger.json()).toEqual({ success: true, data: null });
    });

    it('asks for sign-in when there is nobody to summarise', async () => {
      for (const url of ['/api/analytics/user', '/api/analytics/summary']) {
        const response = await t.app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(401);
      }
    });
  },
);
