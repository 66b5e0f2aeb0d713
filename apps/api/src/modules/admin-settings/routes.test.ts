import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, loginAs } from '../../../test/support/admins';
import { createTestApp, type TestApp } from '../../../test/support/app';
import { BACKENDS } from '../../../test/support/environment';
import { validSubmission } from '../../../test/support/submissions';

describe.each(BACKENDS)('settings on the %s database', (backend) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    await createAdmin(t.database.db, {
      username: 'boss',
      password: 'boss password!',
      role: 'superadmin',
    });
    token = await loginAs(t.app, 'boss', 'boss password!');
  });
  afterAll(() => t.close());

  const put = (body: object) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: { authorization: `Bearer ${token}` },
      payload: body,
    });
  const submit = (body: object) =>
    t.app.inject({ method: 'POST', url: '/api/surveys', payload: body });

  it('starts open, with a 30-day retention, no contact and no class code required, for everyone to read', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/settings/public' });
    expect(response.json()).toEqual({
      success: true,
      data: {
        acceptingResponses: true,
        guestRetentionDays: 30,
        contactEmail: '',
        contactNote: '',
        classCodeRequired: false,
      },
    });
  });

  it('changes settings, validating each, and the public view follows', async () => {
    const changed = await put({
      guestRetentionDays: 14,
      contactEmail: 'nhomnghiencuu@truong.edu.vn',
    });
    expect(changed.json().data).toMatchObject({ guestRetentionDays: 14, acceptingResponses: true });
    expect((await put({ guestRetentionDays: 0 })).statusCode).toBe(400);
    expect((await put({ contactEmail: 'not an address' })).statusCode).toBe(400);
    const shown = await t.app.inject({ method: 'GET', url: '/api/settings/public' });
    expect(shown.json().data.contactEmail).toBe('nhomnghiencuu@truong.edu.vn');
  });

  it('closes the survey: new responses are refused, a retry of a stored one still answered', async () => {
    const id = randomUUID();
    expect((await submit(validSubmission({ id }))).statusCode).toBe(201);
    await put({ acceptingResponses: false });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/surveys',
      payload: validSubmission(),
      headers: { 'accept-language': 'vi' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Khảo sát hiện đang tạm dừng nhận bài.');
    expect((await submit(validSubmission({ id }))).statusCode).toBe(200);
    await put({ acceptingResponses: true });
    expect((await submit(validSubmission())).statusCode).toBe(201);
  });
});
