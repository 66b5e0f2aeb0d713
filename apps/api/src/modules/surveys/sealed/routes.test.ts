import { classCodeCheckSymbol, type SealingKey } from '@prca/core';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signedInAdminApp } from '../../../../test/support/admin-app';
import { BACKENDS } from '../../../../test/support/environment';
import { sealLikeTheBrowser } from '../../../../test/support/sealing';
import { signedInRespondent } from '../../../../test/support/signed-in';
import { storedResponse } from '../../../../test/support/stored-responses';
import { createStudy } from '../../../../test/support/study';
import { validSubmission } from '../../../../test/support/submissions';
import { createSealing } from '../../../identity/sealing';

/** Well-formed, but no class has it. */
const NOBODYS_CODE = '222222' + classCodeCheckSymbol('222222');

/*
 * Issue 27: lab mode's outbox seals each waiting response to the server's public key, so that
 * the next student at the computer cannot read it. Once opened, it is a POST /api/surveys.
 */
describe.each(BACKENDS)('sealed submissions on the %s database', (backend) => {
  const admin = signedInAdminApp(backend, 'superadmin');
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    admin.t.app.inject({
      method: 'POST',
      url,
      headers: { 'accept-language': 'en', ...headers },
      payload,
    });
  const sealingKey = async (): Promise<SealingKey> =>
    (await admin.t.app.inject({ method: 'GET', url: '/api/settings/public' })).json().data
      .sealingKey;
  const sealed = async (submission: object, outside: object = {}) => ({
    sealed: await sealLikeTheBrowser(await sealingKey(), submission),
    ...outside,
  });
  const stored = (id: string) => storedResponse(admin.t.database.db, id);

  it('stores what the browser sealed as a submission, with the same reply, once per id', async () => {
    const { classes } = await createStudy(admin.t, admin.token, ['10A1', '10A2']);
    const [first, second] = classes;
    const id = randomUUID();
    // The code outside the seal is the one the student corrected: it wins, as the locale does.
    const body = await sealed(validSubmission({ id, classCode: NOBODYS_CODE, locale: 'en' }), {
      classCode: first!.code,
      locale: 'vi',
    });
    const reply = await post('/api/surveys/sealed', body);
    expect(reply.statusCode).toBe(201);
    expect(await stored(id)).toMatchObject({ classId: first!.id, locale: 'vi', userId: null });

    const plain = await post(
      '/api/surveys',
      validSubmission({ classCode: second!.code, locale: 'vi' }),
    );
    // The same reply as the plain path's, but for the id and time (a guest is given a key).
    const comparable = (data: Record<string, unknown>) => ({
      ...data,
      id: expect.any(String),
      timestamp: expect.any(String),
      guestKey: expect.any(String),
    });
    expect(reply.json().data).toEqual(comparable(plain.json().data));

    const retried = await post('/api/surveys/sealed', body);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().data.id).toBe(id);
  });

  it("makes the response a signed-in respondent's when their token comes with it", async () => {
    const token = await signedInRespondent(admin.t.database.db);
    const { classes } = await createStudy(admin.t, admin.token, ['11B1'], 'Signed');
    const id = randomUUID();
    const reply = await post(
      '/api/surveys/sealed',
      await sealed(validSubmission({ id, classCode: classes[0]!.code })),
      { authorization: `Bearer ${token}` },
    );
    expect(reply.statusCode).toBe(201);
    expect((await stored(id))?.userId).not.toBeNull();
  });

  it('refuses what it cannot open, in the reader’s language, and stores nothing', async () => {
    const id = randomUUID();
    const body = await sealed(validSubmission({ id }), { locale: 'vi' });
    const bytes = Buffer.from(body.sealed.ct, 'base64url');
    bytes[3] = bytes[3]! ^ 1;
    const tampered = await post('/api/surveys/sealed', {
      ...body,
      sealed: { ...body.sealed, ct: bytes.toString('base64url') },
    });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().message).toBe(
      'Máy chủ không mở được bài trả lời đã lưu này: bài được lưu cho một máy chủ khác, hoặc đã bị hỏng.',
    );
    const otherServer = createSealing('the-secret-of-another-server-entirely!').publicKey;
    const elsewhere = await post('/api/surveys/sealed', {
      sealed: await sealLikeTheBrowser(otherServer, validSubmission({ id })),
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().message).toBe(
      'The server cannot open this saved response: it was saved for another server, or it is damaged.',
    );
    const malformed = await post('/api/surveys/sealed', {
      sealed: { ...body.sealed, kid: 'not a key id' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/cannot open this saved response/);
    expect(await stored(id)).toBeUndefined();
  });

  it('names the first problem of a sealed submission as POST /api/surveys does', async () => {
    const { classes } = await createStudy(admin.t, admin.token, ['12C1'], 'Checked');
    const broken = validSubmission({ classCode: classes[0]!.code });
    (broken.demographics as Record<string, unknown>).grade = 'grade9';
    const plain = await post('/api/surveys', broken, { 'accept-language': 'vi' });
    const fromSeal = await post('/api/surveys/sealed', await sealed(broken), {
      'accept-language': 'vi',
    });
    expect(plain.statusCode).toBe(400);
    expect(fromSeal.statusCode).toBe(400);
    expect(fromSeal.json()).toEqual(plain.json());
    expect(fromSeal.json().field).toBe('demographics.grade');
    const notASubmission = await post('/api/surveys/sealed', await sealed(['not', 'an', 'object']));
    expect(notASubmission.statusCode).toBe(400);
  });
});
