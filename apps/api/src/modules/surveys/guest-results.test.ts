import { sql } from 'drizzle-orm';
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows';
import { createTestApp, type TestApp } from '../../../test/support/app';
import { BACKENDS } from '../../../test/support/environment';
import { setRespondentIdentity } from '../../../test/support/identity-mode';
import { VALID_DEMOGRAPHICS, validSubmission } from '../../../test/support/submissions';

const newKey = () => randomBytes(32).toString('base64url');

describe.each(BACKENDS)("guests' results on the %s database", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
    // Finding results by e-mail needs the e-mail's hash, which `anonymous` (a new
    // installation) never stores.
    await setRespondentIdentity(t, 'email');
  });
  afterAll(() => t.close());

  const submit = async (body: Record<string, unknown>) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/surveys', payload: body });
    expect(response.statusCode).toBeLessThan(300);
    return response.json().data;
  };
  const byEmail = async (email: string, key?: string, query = '') => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/surveys/by-email/${encodeURIComponent(email)}${query}`,
      headers: key ? { 'x-guest-key': key } : {},
    });
    return response;
  };
  const idsOf = (response: { json(): { data: { surveys: { id: string }[] } } }) =>
    response.json().data.surveys.map((survey) => survey.id);

  it('shows results by e-mail only to the browser holding the key they were submitted with', async () => {
    const email = `guest-${randomUUID()}@example.com`;
    const key = newKey();
    const first = await submit(validSubmission({ email, guestKey: key }));
    const second = await submit(validSubmission({ email: email.toUpperCase(), guestKey: key }));

    const own = await byEmail(email.toUpperCase(), key);
    expect(own.statusCode).toBe(200);
    expect(idsOf(own).sort()).toEqual([first.id, second.id].sort());
    expect(own.json().data.pagination).toEqual({ page: 1, limit: 10, total: 2 });

    // Another browser that knows the address learns nothing, not even that it was used.
    expect(idsOf(await byEmail(email))).toEqual([]);
    expect(idsOf(await byEmail(email, newKey()))).toEqual([]);
    expect(idsOf(await byEmail(`other-${email}`, key))).toEqual([]);
    expect((await byEmail(email, 'short')).json().data.surveys).toEqual([]);
  });

  it('gives a guest without a key one, once, and finds the results with it', async () => {
    const email = `keyless-${randomUUID()}@example.com`;
    const id = randomUUID();
    const result = await submit(validSubmission({ email, id }));
    expect(result.guestKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(idsOf(await byEmail(email, result.guestKey))).toEqual([id]);

    const retry = await submit(validSubmission({ email, id }));
    expect(retry.guestKey).toBeUndefined();
  });

  it('pages results newest first with the default page size of 10', async () => {
    const email = `many-${randomUUID()}@example.com`;
    const key = newKey();
    const ids: string[] = [];
    for (let i = 0; i < 12; i += 1)
      ids.push((await submit(validSubmission({ email, guestKey: key }))).id);
    const first = (await byEmail(email, key)).json().data;
    expect(first.surveys).toHaveLength(10);
    expect(first.pagination).toEqual({ page: 1, limit: 10, total: 12 });
    const second = (await byEmail(email, key, '?page=2&limit=10')).json().data;
    expect(second.surveys).toHaveLength(2);
    const seen = [...first.surveys, ...second.surveys].map((survey: { id: string }) => survey.id);
    expect(seen.sort()).toEqual([...ids].sort());
    const times = first.surveys.map((survey: { timestamp: string }) => survey.timestamp);
    expect(times).toEqual([...times].sort().reverse());
    expect((await byEmail(email, key, '?limit=500')).statusCode).toBe(400);
  });

  it('lets the browser that submitted a response delete it, and nobody else', async () => {
    const key = newKey();
    const { id } = await submit(validSubmission({ email: 'delete@example.com', guestKey: key }));
    const remove = (headers: Record<string, string>) =>
      t.app.inject({ method: 'DELETE', url: `/api/surveys/${id}`, headers });

    expect((await remove({})).statusCode).toBe(401);
    expect((await remove({ 'x-guest-key': newKey() })).statusCode).toBe(404);
    const read = () =>
      t.app.inject({ method: 'GET', url: `/api/surveys/${id}`, headers: { 'x-guest-key': key } });
    expect((await read()).statusCode).toBe(200);
    const deleted = await remove({ 'x-guest-key': key });
    expect(deleted.json()).toEqual({ success: true, data: { id } });
    expect((await read()).statusCode).toBe(404);
  });

  it('forgets the words of a deleted response at once, also in the kept analysis', async () => {
    const key = newKey();
    const words = `chỉ của riêng em ${randomUUID()}`;
    const { id } = await submit(
      validSubmission({
        email: 'other-words@example.com',
        guestKey: key,
        demographics: { ...VALID_DEMOGRAPHICS, causes: ['other'], causesOtherText: words },
      }),
    );
    const keptWith = async () => {
      const [row] = await queryRows<{ n: number }>(
        t.database.db,
        sql`SELECT ((SELECT count(*) FROM other_cause_texts WHERE text = ${words})
          + (SELECT count(*) FROM other_cause_pending WHERE text = ${words}))::int AS n`,
      );
      return row!.n;
    };
    expect(await keptWith()).toBe(1);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/surveys/${id}`,
      headers: { 'x-guest-key': key },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await keptWith()).toBe(0);
  });

  it('asks for sign-in to list saved results, and says which e-mail is malformed', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/surveys' });
    expect(list.statusCode).toBe(401);
    expect(list.json()).toEqual({ success: false, message: 'Sign in to see your saved results.' });
    const malformed = await byEmail('not-an-email');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('Please enter a valid e-mail address.');
  });

  it('refuses a malformed guest key in a submission with a readable message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/surveys',
      payload: validSubmission({ email: 'a@b.co', guestKey: 'too short' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'The browser key is not valid. Please reload the page and submit again.',
    );
  });
});
