import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveyResponses } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/support/app';
import { BACKENDS } from '../../../test/support/environment';
import { setRespondentIdentity } from '../../../test/support/identity-mode';
import { signedInRespondent } from '../../../test/support/signed-in';
import { validSubmission } from '../../../test/support/submissions';

describe.each(BACKENDS)("signed-in respondents' history on the %s database", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
    // Where a guest's e-mail would be kept (as its hash), an account's is not.
    await setRespondentIdentity(t, 'email');
  });
  afterAll(() => t.close());

  const as = (token: string) => ({ authorization: `Bearer ${token}` });

  it('keeps results with the account, lists only their own, and lets only them delete', async () => {
    const lan = await signedInRespondent(t.database.db, 'Lan');
    const minh = await signedInRespondent(t.database.db, 'Minh');
    const submitted = await t.app.inject({
      method: 'POST',
      url: '/api/surveys',
      headers: as(lan),
      payload: validSubmission({ email: 'ignored@example.com' }),
    });
    expect(submitted.statusCode).toBe(201);
    const { id, guestKey } = submitted.json().data;
    expect(guestKey).toBeUndefined();
    const [row] = await t.database.db
      .select()
      .from(surveyResponses)
      .where(eq(surveyResponses.id, id));
    expect(row?.userId).not.toBeNull();
    expect(row).toMatchObject({ emailHash: null, guestKeyHash: null });

    const list = (token: string) =>
      t.app.inject({ method: 'GET', url: '/api/surveys', headers: as(token) });
    expect((await list(lan)).json().data.surveys.map((s: { id: string }) => s.id)).toEqual([id]);
    expect((await list(minh)).json().data).toEqual({
      surveys: [],
      pagination: { page: 1, limit: 10, total: 0 },
    });

    const summary = await t.app.inject({
      method: 'GET',
      url: '/api/analytics/user',
      headers: as(lan),
    });
    expect(summary.json().data).toMatchObject({ count: 1, averageTotal: 84 });

    const remove = (token: string) =>
      t.app.inject({ method: 'DELETE', url: `/api/surveys/${id}`, headers: as(token) });
    expect((await remove(minh)).statusCode).toBe(404);
    expect((await remove(lan)).statusCode).toBe(200);
    expect((await list(lan)).json().data.surveys).toEqual([]);
  });

  it('refuses a submission or a list with a token that is not a live session', async () => {
    for (const request of [
      { method: 'POST' as const, url: '/api/surveys', payload: validSubmission() },
      { method: 'GET' as const, url: '/api/surveys' },
    ]) {
      const response = await t.app.inject({ ...request, headers: as('not-a-session-token') });
      expect(response.statusCode).toBe(401);
      expect(response.json().success).toBe(false);
    }
  });
});
