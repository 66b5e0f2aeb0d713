import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signedInAdminApp } from '../../../test/support/admin-app';
import { BACKENDS } from '../../../test/support/environment';
import { storedResponse } from '../../../test/support/stored-responses';
import { validSubmission } from '../../../test/support/submissions';

/*
 * Issue 27: each response keeps the version of the information sheet it was given under, and
 * when; a submission without one (an older client, a response queued before the sheet existed)
 * is stored as "no assent recorded", never refused.
 */
describe.each(BACKENDS)('assent stored with a response, on the %s database', (backend) => {
  const admin = signedInAdminApp(backend, 'superadmin');
  const submit = (body: Record<string, unknown>, language = 'en') =>
    admin.t.app.inject({
      method: 'POST',
      url: '/api/surveys',
      headers: { 'accept-language': language },
      payload: validSubmission(body),
    });
  const stored = (id: string) => storedResponse(admin.t.database.db, id);

  it('stores the version of the sheet the student assented to, and when they began', async () => {
    const sheet = (await admin.t.app.inject({ method: 'GET', url: '/api/settings/public' })).json()
      .data.consent;
    const startedAt = new Date(Date.now() - 12 * 60 * 1000);
    const submitted = await submit({
      consentVersion: sheet.version,
      startedAt: startedAt.toISOString(),
    });
    expect(submitted.statusCode).toBe(201);
    const row = await stored(submitted.json().data.id);
    expect(row?.consentVersion).toBe(1);
    expect(row?.consentAt?.getTime()).toBe(startedAt.getTime());
  });

  it('stores a response without a version as one with no assent recorded', async () => {
    const submitted = await submit({});
    expect(submitted.statusCode).toBe(201);
    expect(await stored(submitted.json().data.id)).toMatchObject({
      consentVersion: null,
      consentAt: null,
    });
  });

  it('refuses a version no student was shown, in the reader’s language, and stores nothing', async () => {
    const id = randomUUID();
    const refused = await submit({ id, consentVersion: 99 }, 'vi');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'Máy chủ không nhận ra phiên bản phiếu thông tin này. Vui lòng tải lại trang.',
    );
    const malformed = await submit({ id, consentVersion: 'one' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      message:
        'This version of the information sheet is not known to the server. Please reload the page.',
      field: 'consentVersion',
    });
    expect(await stored(id)).toBeUndefined();
  });

  it('takes the version of a sheet replaced since the student read it', async () => {
    await admin.t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { respondentIdentity: 'email' },
    });
    const earlier = await submit({ consentVersion: 1 });
    expect(earlier.statusCode).toBe(201);
    const current = await submit({ consentVersion: 2 });
    expect(current.statusCode).toBe(201);
    expect((await stored(current.json().data.id))?.consentVersion).toBe(2);
  });
});
