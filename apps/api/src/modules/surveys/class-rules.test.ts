import { classCodeCheckSymbol } from '@prca/core';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signedInAdminApp } from '../../../test/support/admin-app';
import { BACKENDS } from '../../../test/support/environment';
import { storedResponse } from '../../../test/support/stored-responses';
import { asAdmin, createStudy } from '../../../test/support/study';
import { validSubmission } from '../../../test/support/submissions';
import { surveySessions } from '../../db/schema';

/** Well-formed, but no class has it. */
const NOBODYS_CODE = '222222' + classCodeCheckSymbol('222222');

/*
 * Issue 27: no response loses its class. A code names a class or the survey does not start; a
 * closed class refuses new surveys but takes the response of a survey the server saw begin
 * while it was open; and once the study has a class, a code is required unless a setting says
 * otherwise.
 */
describe.each(BACKENDS)('classes and the responses they take, on the %s database', (backend) => {
  const admin = signedInAdminApp(backend, 'superadmin');
  const post = (url: string, payload: object, language = 'en') =>
    admin.t.app.inject({
      method: 'POST',
      url,
      headers: { 'accept-language': language },
      payload,
    });
  const start = (body: object, language?: string) => post('/api/surveys/sessions', body, language);
  const submit = (body: object, language?: string) =>
    post('/api/surveys', validSubmission(body as Record<string, unknown>), language);
  const settings = (body: object) =>
    asAdmin(admin.t, admin.token, 'PUT', '/api/admin/settings', body);
  const publicSettings = async () =>
    (await admin.t.app.inject({ method: 'GET', url: '/api/settings/public' })).json().data;
  const stored = (id: string) => storedResponse(admin.t.database.db, id);

  it('requires a code as soon as the study has a class, unless the setting says otherwise', async () => {
    expect((await publicSettings()).classCodeRequired).toBe(false);
    const before = await submit({});
    expect(before.statusCode).toBe(201);
    await createStudy(admin.t, admin.token, ['10A1']);
    // A retry of a response stored before any code was asked for is still answered.
    expect((await submit({ id: before.json().data.id })).statusCode).toBe(200);
    expect((await publicSettings()).classCodeRequired).toBe(true);
    const view = await asAdmin(admin.t, admin.token, 'GET', '/api/admin/settings');
    expect(view.body.data).toMatchObject({
      classCodeRequired: null,
      classCodeRequiredInEffect: true,
    });
    for (const refused of [await submit({}, 'vi'), await start({}, 'vi')]) {
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe('Hãy nhập mã lớp mà thầy cô đã đưa cho bạn.');
    }
    await settings({ classCodeRequired: false });
    expect((await publicSettings()).classCodeRequired).toBe(false);
    expect((await start({})).statusCode).toBe(201);
    expect((await submit({})).statusCode).toBe(201);
    await settings({ classCodeRequired: null });
  });

  it('refuses an unknown or mistyped code with a 4xx and stores nothing, on a start and a submission', async () => {
    const id = randomUUID();
    const sessionId = randomUUID();
    for (const code of [NOBODYS_CODE, 'ABC']) {
      const submitted = await submit({ id, classCode: code, sessionId });
      expect(submitted.statusCode).toBe(400);
      const started = await start({ id: sessionId, classCode: code });
      expect(started.statusCode).toBe(400);
      expect(started.json().message).toBe(submitted.json().message);
    }
    expect(await stored(id)).toBeUndefined();
    const sessions = await admin.t.database.db
      .select()
      .from(surveySessions)
      .where(eq(surveySessions.id, sessionId));
    expect(sessions).toEqual([]);
    const looked = await admin.t.app.inject({ method: 'GET', url: `/api/classes/${NOBODYS_CODE}` });
    expect(looked.statusCode).toBe(404);
  });

  it('refuses a new start in a closed class, but takes the response of a survey the server saw begin before', async () => {
    const { classes } = await createStudy(admin.t, admin.token, ['11B1'], 'THPT Closing');
    const [studyClass] = classes;
    const code = studyClass!.code;
    const begunInTime = randomUUID();
    expect((await start({ id: begunInTime, classCode: code })).statusCode).toBe(201);
    // A survey begun on another path (no class) is no survey of this class.
    await settings({ classCodeRequired: false });
    const begunElsewhere = randomUUID();
    expect((await start({ id: begunElsewhere })).statusCode).toBe(201);

    const closed = await asAdmin(
      admin.t,
      admin.token,
      'PUT',
      `/api/admin/classes/${studyClass!.id}`,
      {
        open: false,
      },
    );
    expect(closed.body.data.closedAt).not.toBeNull();
    const shown = await admin.t.app.inject({ method: 'GET', url: `/api/classes/${code}` });
    expect(shown.json().data.open).toBe(false);

    const refusedStart = await start({ id: randomUUID(), classCode: code }, 'vi');
    expect(refusedStart.statusCode).toBe(409);
    expect(refusedStart.json().message).toBe('Lớp này đã ngừng nhận bài trả lời.');

    const late = await submit({ classCode: code, sessionId: begunInTime });
    expect(late.statusCode).toBe(201);
    expect(await stored(late.json().data.id)).toMatchObject({
      classId: studyClass!.id,
      submittedAfterClassClosed: true,
    });
    // A retry of it is still answered.
    const retried = await submit({
      id: late.json().data.id,
      classCode: code,
      sessionId: begunInTime,
    });
    expect(retried.statusCode).toBe(200);

    // A start the browser merely claims, a survey the server never saw, or one of no class: refused.
    const claimed = {
      classCode: code,
      startedAt: new Date(Date.now() - 60 * 60 * 1000).toISOString(),
    };
    for (const body of [
      { ...claimed, id: randomUUID() },
      { ...claimed, id: randomUUID(), sessionId: randomUUID() },
      { ...claimed, id: randomUUID(), sessionId: begunElsewhere },
    ]) {
      const refused = await submit(body);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe('This class is closed and no longer accepts responses.');
      expect(await stored(body.id)).toBeUndefined();
    }
    await settings({ classCodeRequired: null });
  });

  it('takes responses in time again once reopened, and marks none of them late', async () => {
    const { classes } = await createStudy(admin.t, admin.token, ['12C1'], 'THPT Reopening');
    const [studyClass] = classes;
    const url = `/api/admin/classes/${studyClass!.id}`;
    await asAdmin(admin.t, admin.token, 'PUT', url, { open: false });
    const reopened = await asAdmin(admin.t, admin.token, 'PUT', url, { open: true });
    expect(reopened.body.data.closedAt).toBeNull();
    const sessionId = randomUUID();
    expect((await start({ id: sessionId, classCode: studyClass!.code })).statusCode).toBe(201);
    const submitted = await submit({ classCode: studyClass!.code, sessionId });
    expect(submitted.statusCode).toBe(201);
    expect(await stored(submitted.json().data.id)).toMatchObject({
      classId: studyClass!.id,
      submittedAfterClassClosed: false,
    });
  });
});
