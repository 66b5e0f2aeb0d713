import { ROLES, type Role } from '@prca/core';
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_IDENTITY_SECRET } from '../../config';
import { auditLog } from '../../db/schema';
import { createIdentityHasher } from '../../identity/hasher';
import { createAdmin, loginAs } from '../../../test/support/admins';
import { createTestApp, type TestApp } from '../../../test/support/app';
import { BACKENDS } from '../../../test/support/environment';
import { setRespondentIdentity } from '../../../test/support/identity-mode';
import { asAdmin, createStudy } from '../../../test/support/study';
import { validSubmission } from '../../../test/support/submissions';

const STUDENT = 'minh.anh.10a1@truong.edu.vn';
const LOOKUP = '/api/admin/surveys/lookup-by-email';

// Issue 27: no administrator sees an e-mail address, but a student may ask for their own data or
// its erasure; a super administrator finds it by the exact address, and every look-up is audited.
describe.each(BACKENDS)('a look-up by e-mail, on the %s database', (backend) => {
  let t: TestApp;
  const tokens = new Map<Role | 'deleter', string>();
  const own: string[] = [];
  let className: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    for (const role of ROLES) {
      await createAdmin(t.database.db, { username: role, password: `${role} password`, role });
      tokens.set(role, await loginAs(t.app, role, `${role} password`));
    }
    // Someone a superadmin let delete responses, without being one.
    await createAdmin(t.database.db, {
      username: 'deleter',
      password: 'deleter password',
      role: 'researcher',
    });
    await t.database.db.execute(
      sql`UPDATE admins SET permissions = array_append(permissions, 'manage_surveys')
        WHERE username = 'deleter'`,
    );
    tokens.set('deleter', await loginAs(t.app, 'deleter', 'deleter password'));

    const study = await createStudy(t, tokens.get('superadmin')!, ['10A1']);
    // A class and no class alike (with a class, a code would be required).
    const settings = await asAdmin(t, tokens.get('superadmin')!, 'PUT', '/api/admin/settings', {
      classCodeRequired: false,
    });
    expect(settings.status).toBe(200);
    className = study.classes[0]!.name;
    await setRespondentIdentity(t, 'email');
    const submit = async (email: string, extra: Record<string, unknown> = {}) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/surveys',
        payload: validSubmission({
          email,
          guestKey: randomBytes(32).toString('base64url'),
          ...extra,
        }),
      });
      expect(response.statusCode).toBe(201);
      return response.json().data.id as string;
    };
    // Two browsers, the student's address written two ways, one in a class.
    own.push(await submit(STUDENT, { classCode: study.classes[0]!.code }));
    own.push(await submit(STUDENT.toUpperCase()));
    await submit('someone.else@truong.edu.vn');
    // Anonymous: the address is dropped, so nothing can be found by it later.
    await setRespondentIdentity(t, 'anonymous');
    await submit(STUDENT);
  });
  afterAll(() => t.close());

  const lookUp = (who: Role | 'deleter', body: object, language = 'en') =>
    t.app.inject({
      method: 'POST',
      url: LOOKUP,
      headers: { authorization: `Bearer ${tokens.get(who)}`, 'accept-language': language },
      payload: body,
    });
  const lookups = () =>
    t.database.db.select().from(auditLog).where(eq(auditLog.action, 'surveys.emailLookup'));

  it("gives a super administrator the student's responses as admins see them, never the address", async () => {
    const response = await lookUp('superadmin', {
      email: ` ${STUDENT.toUpperCase()} `,
      purpose: 'access',
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.purpose).toBe('access');
    expect(data.surveys.map((survey: { id: string }) => survey.id).sort()).toEqual([...own].sort());
    expect(data.surveys.find((survey: { id: string }) => survey.id === own[0])).toMatchObject({
      className,
      signedIn: false,
      guestKept: true,
      scores: { totalScore: 84 },
    });
    expect(response.body.toLowerCase()).not.toContain('minh.anh');
    expect(response.body).not.toContain(
      createIdentityHasher(TEST_IDENTITY_SECRET).emailHash(STUDENT),
    );

    const none = await lookUp('superadmin', { email: 'nobody@truong.edu.vn', purpose: 'access' });
    expect(none.json().data.surveys).toEqual([]);
  });

  it('audits every look-up with its purpose, the hash and the number found, never the address', async () => {
    const before = (await lookups()).length;
    await lookUp('superadmin', { email: STUDENT, purpose: 'erasure' });
    const entries = await lookups();
    expect(entries).toHaveLength(before + 1);
    const entry = entries.find(
      (candidate) => (candidate.details as { purpose: string }).purpose === 'erasure',
    );
    expect(entry).toMatchObject({
      target: null,
      details: {
        purpose: 'erasure',
        emailHash: createIdentityHasher(TEST_IDENTITY_SECRET).emailHash(STUDENT),
        found: 2,
      },
    });
    expect(JSON.stringify(entries).toLowerCase()).not.toContain('truong.edu.vn');
  });

  it('refuses everyone but a super administrator, whatever they may do otherwise', async () => {
    for (const role of ['researcher', 'viewer', 'counsellor'] as const) {
      const refused = await lookUp(role, { email: STUDENT, purpose: 'access' });
      expect(refused.statusCode, role).toBe(403);
    }
    const before = (await lookups()).length;
    const deleter = await lookUp('deleter', { email: STUDENT, purpose: 'erasure' }, 'vi');
    expect(deleter.statusCode).toBe(403);
    expect(deleter.json()).toEqual({
      success: false,
      message:
        'Chỉ quản trị viên cấp cao mới có thể tra cứu bài trả lời theo email, và chỉ khi chính học sinh yêu cầu.',
    });
    expect(await lookups()).toHaveLength(before);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: LOOKUP,
      payload: { email: STUDENT, purpose: 'access' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('says what is wrong with a look-up, and looks nothing up', async () => {
    const before = (await lookups()).length;
    const cases = [
      [{ email: STUDENT }, 'purpose'],
      [{ email: STUDENT, purpose: 'curiosity' }, 'purpose'],
      [{ email: 'minh.anh@', purpose: 'access' }, 'email'],
      [{ purpose: 'access' }, 'email'],
    ] as const;
    for (const [body, field] of cases) {
      const response = await lookUp('superadmin', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ success: false, field });
    }
    const purpose = await lookUp('superadmin', { email: STUDENT, purpose: 'x' }, 'vi');
    expect(purpose.json().message).toBe(
      'Vui lòng cho biết lí do tra cứu: học sinh yêu cầu xem dữ liệu của mình (access) hoặc yêu cầu xoá dữ liệu (erasure).',
    );
    const unknown = await lookUp('superadmin', { email: STUDENT, purpose: 'access', name: 'x' });
    expect(unknown.json()).toMatchObject({ success: false, field: 'name' });
    expect(await lookups()).toHaveLength(before);
  });

  it('lets the student be erased: the responses found are deleted, and a second look-up finds none', async () => {
    const found = await lookUp('superadmin', { email: STUDENT, purpose: 'erasure' });
    const ids = found.json().data.surveys.map((survey: { id: string }) => survey.id);
    const deleted = await asAdmin(
      t,
      tokens.get('superadmin')!,
      'DELETE',
      '/api/admin/surveys/bulk-delete',
      {
        surveyIds: ids,
      },
    );
    expect(deleted.body.data.deleted).toBe(2);
    const again = await lookUp('superadmin', { email: STUDENT, purpose: 'erasure' });
    expect(again.json().data.surveys).toEqual([]);
  });
});
