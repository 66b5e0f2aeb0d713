import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin } from '../../../test/support/admins';
import { createTestApp, type TestApp } from '../../../test/support/app';
import { BACKENDS } from '../../../test/support/environment';
import { signedInRespondent } from '../../../test/support/signed-in';
import { validSubmission } from '../../../test/support/submissions';

const newKey = () => randomBytes(32).toString('base64url');

// The outside probe read anyone's answers and demographics from GET /api/surveys/{id}, whose
// ids appear in admin screens and exports.
describe.each(BACKENDS)("a response's owner, on the %s database", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  const submit = async (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    (await t.app.inject({ method: 'POST', url: '/api/surveys', payload: body, headers })).json()
      .data.id as string;
  const read = (id: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/surveys/${id}`, headers });

  it("answers only the browser holding the response's guest key", async () => {
    const key = newKey();
    const id = await submit(validSubmission({ email: 'lan@example.com', guestKey: key }));
    const anonymous = await read(id, { 'accept-language': 'vi' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe(
      'Để xem bài trả lời này, vui lòng đăng nhập hoặc dùng trình duyệt đã nộp bài.',
    );
    const stranger = await read(id, { 'x-guest-key': newKey() });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.body).not.toContain('grade');
    expect((await read(id, { 'x-guest-key': key })).json().data.id).toBe(id);
    // An admin session is no respondent's: admins read responses under /api/admin/surveys.
    const admin = await signInAdmin(t, 'superadmin');
    expect((await read(id, { authorization: `Bearer ${admin}` })).statusCode).toBe(401);
  });

  it('answers only the signed-in respondent who submitted it', async () => {
    const owner = await signedInRespondent(t.database.db, 'Owner');
    const other = await signedInRespondent(t.database.db, 'Other');
    const id = await submit(validSubmission(), { authorization: `Bearer ${owner}` });
    expect((await read(id, { authorization: `Bearer ${owner}` })).statusCode).toBe(200);
    expect((await read(id, { authorization: `Bearer ${other}` })).statusCode).toBe(404);
    expect((await read(id)).statusCode).toBe(401);
  });

  it('tells no cache to keep any /api reply, errors included', async () => {
    const admin = await signInAdmin(t, 'researcher');
    for (const response of [
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/surveys',
        headers: { authorization: `Bearer ${admin}` },
      }),
      await t.app.inject({ method: 'GET', url: '/api/admin/users' }),
      await t.app.inject({ method: 'GET', url: '/api/settings/public' }),
      await read(await submit(validSubmission())),
    ]) {
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });
});
