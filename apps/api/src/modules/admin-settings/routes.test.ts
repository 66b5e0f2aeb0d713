import { DEFAULT_CONSENT_SHEETS } from '@prca/core';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signedInAdminApp } from '../../../test/support/admin-app';
import { BACKENDS } from '../../../test/support/environment';
import { validSubmission } from '../../../test/support/submissions';
import { TEST_IDENTITY_SECRET } from '../../config';
import { createSealing } from '../../identity/sealing';

describe.each(BACKENDS)('settings on the %s database', (backend) => {
  const admin = signedInAdminApp(backend, 'superadmin');

  const put = (body: object) =>
    admin.t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: { authorization: `Bearer ${admin.token}` },
      payload: body,
    });
  const submit = (body: object) =>
    admin.t.app.inject({ method: 'POST', url: '/api/surveys', payload: body });

  it('starts open and anonymous, with a 30-day retention, no contact, no class code required, lab mode and linking off, for everyone to read', async () => {
    const response = await admin.t.app.inject({ method: 'GET', url: '/api/settings/public' });
    expect(response.json()).toEqual({
      success: true,
      data: {
        acceptingResponses: true,
        guestRetentionDays: 30,
        contactEmail: '',
        contactNote: '',
        // A new study has no class yet: nothing to name.
        classCodeRequired: false,
        respondentIdentity: 'anonymous',
        consent: { version: 1, text: DEFAULT_CONSENT_SHEETS.anonymous },
        labModeDefault: false,
        labResultsIdleSeconds: 180,
        labSurveyIdleSeconds: 600,
        sealingKey: createSealing(TEST_IDENTITY_SECRET).publicKey,
        linkWaves: false,
        linkQuestions: [],
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
    const shown = await admin.t.app.inject({ method: 'GET', url: '/api/settings/public' });
    expect(shown.json().data.contactEmail).toBe('nhomnghiencuu@truong.edu.vn');
  });

  it('refuses a key that is no setting, naming it, and saves nothing', async () => {
    const before = (await put({})).json().data;
    const refused = await put({ guestRetentionDays: 9, acceptResponses: false });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      success: false,
      message:
        'The field "acceptResponses" is not one this address accepts: remove it and send again.',
      field: 'acceptResponses',
    });
    expect((await put({})).json().data).toEqual(before);
  });

  it('closes the survey: new responses are refused, a retry of a stored one still answered', async () => {
    const id = randomUUID();
    expect((await submit(validSubmission({ id }))).statusCode).toBe(201);
    await put({ acceptingResponses: false });
    const refused = await admin.t.app.inject({
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
