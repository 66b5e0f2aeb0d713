import { classCodeCheckSymbol } from '@prca/core';
import { describe, expect, it } from 'vitest';
import { signedInAdminApp } from '../../../../test/support/admin-app';
import { BACKENDS } from '../../../../test/support/environment';
import { asAdmin, createStudy } from '../../../../test/support/study';
import { validSubmission } from '../../../../test/support/submissions';
import { consentDeclines, surveyResponses, surveySessions } from '../../../db/schema';

/** Well-formed, but no class has it. */
const NOBODYS_CODE = '222222' + classCodeCheckSymbol('222222');

/*
 * Issue 27: a student who chooses "I do not want to take part" leaves a count and nothing else;
 * a class's declines are counted apart from its responses.
 */
describe.each(BACKENDS)('declining to take part, on the %s database', (backend) => {
  const admin = signedInAdminApp(backend, 'superadmin');
  const decline = (body: object | undefined, language = 'en') =>
    admin.t.app.inject({
      method: 'POST',
      url: '/api/surveys/declines',
      headers: { 'accept-language': language },
      ...(body === undefined ? {} : { payload: body }),
    });
  const everything = async () => {
    const { db } = admin.t.database;
    return {
      declines: await db.select().from(consentDeclines),
      responses: await db.select().from(surveyResponses),
      sessions: await db.select().from(surveySessions),
    };
  };

  it('stores a decline with its class and nothing else, counted apart from the responses', async () => {
    const { schoolId, classes } = await createStudy(admin.t, admin.token, ['10A1', '10A2']);
    const sheet = (await admin.t.app.inject({ method: 'GET', url: '/api/settings/public' })).json()
      .data.consent;
    const declined = await decline({ classCode: classes[0]!.code, consentVersion: sheet.version });
    expect(declined.statusCode).toBe(201);
    expect(declined.json()).toEqual({ success: true });
    // Typed as a student types it.
    await decline({ classCode: classes[0]!.code.toLowerCase() });
    expect(await everything()).toEqual({
      declines: [
        { id: expect.any(String), classId: classes[0]!.id, consentVersion: 1 },
        { id: expect.any(String), classId: classes[0]!.id, consentVersion: null },
      ],
      responses: [],
      sessions: [],
    });
    const answered = await admin.t.app.inject({
      method: 'POST',
      url: '/api/surveys',
      payload: validSubmission({ classCode: classes[1]!.code }),
    });
    expect(answered.statusCode).toBe(201);
    const listed = await asAdmin(
      admin.t,
      admin.token,
      'GET',
      `/api/admin/classes?school=${schoolId}`,
    );
    expect(
      listed.body.data.map((c: { name: string; declineCount: number; responseCount: number }) => [
        c.name,
        c.declineCount,
        c.responseCount,
      ]),
    ).toEqual([
      ['10A1', 2, 0],
      ['10A2', 0, 1],
    ]);
  });

  it('counts a decline without a class for the study only', async () => {
    const before = (await everything()).declines.length;
    expect((await decline({})).statusCode).toBe(201);
    expect((await decline(undefined)).statusCode).toBe(201);
    const { declines } = await everything();
    expect(declines.slice(before).map((row) => row.classId)).toEqual([null, null]);
  });

  it('refuses an unknown or mistyped code as a submission does, and counts nothing', async () => {
    const before = await everything();
    for (const classCode of [NOBODYS_CODE, 'ABC']) {
      const refused = await decline({ classCode }, 'vi');
      const submitted = await admin.t.app.inject({
        method: 'POST',
        url: '/api/surveys',
        headers: { 'accept-language': 'vi' },
        payload: validSubmission({ classCode }),
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual(submitted.json());
    }
    const unknownVersion = await decline({ consentVersion: 42 });
    expect(unknownVersion.statusCode).toBe(400);
    expect(unknownVersion.json().message).toMatch(/version of the information sheet/);
    const extra = await decline({ reason: 'shy' });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().field).toBe('reason');
    expect(await everything()).toEqual(before);
  });
});
