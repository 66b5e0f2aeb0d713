import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, surveyResponses } from '../../db/schema';
import { loginAs, signInAdmin } from '../../../test/support/admins';
import { createTestApp, type TestApp } from '../../../test/support/app';
import { BACKENDS } from '../../../test/support/environment';
import { answersWithSubscores, insertResponses } from '../../../test/support/stored-responses';
import { asAdmin, createStudy } from '../../../test/support/study';

/** Issue 29: the log keeps who acted once their account is gone, and says what was deleted. */
describe.each(BACKENDS)('audit entries that explain themselves on the %s database', (backend) => {
  let t: TestApp;
  let rootToken: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    rootToken = await signInAdmin(t, 'superadmin', 'root');
  });
  afterAll(() => t.close());

  const entries = async (query: string) =>
    (await asAdmin(t, rootToken, 'GET', `/api/admin/audit${query}`)).body.data.entries;

  it('still names an admin who acted after a superadmin deleted the account', async () => {
    const created = await asAdmin(t, rootToken, 'POST', '/api/admin/users', {
      username: 'leaver',
      password: 'leaver password',
      role: 'superadmin',
    });
    const leaverId = created.body.data.id;
    const leaverToken = await loginAs(t.app, 'leaver', 'leaver password');
    await asAdmin(t, leaverToken, 'POST', '/api/admin/schools', { name: 'THPT Chu Văn An' });

    expect((await asAdmin(t, rootToken, 'DELETE', `/api/admin/users/${leaverId}`)).status).toBe(
      200,
    );
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'schools.create'));
    expect(row).toMatchObject({ adminId: null, actorName: 'leaver' });
    expect(await entries('?actor=leaver')).toMatchObject([
      { actorKind: 'admin', actorName: 'leaver', action: 'schools.create' },
    ]);
    const [deletion] = await entries('?action=admins.delete');
    expect(deletion).toMatchObject({
      actorName: 'root',
      target: leaverId,
      details: { username: 'leaver', role: 'superadmin' },
    });
  });

  it('names the class, wave and school a deletion removed, never a class code', async () => {
    const study = await createStudy(t, rootToken, ['10A1', '10A2'], 'THPT Lê Lợi');
    const [first, second] = study.classes;
    await asAdmin(t, rootToken, 'DELETE', `/api/admin/classes/${first!.id}`);
    const [classDeletion] = await entries('?action=classes.delete');
    expect(classDeletion).toMatchObject({
      target: first!.id,
      details: { name: '10A1', schoolName: 'THPT Lê Lợi', waveName: 'Đợt 1' },
    });
    expect(JSON.stringify(classDeletion)).not.toContain(first!.code);

    await asAdmin(t, rootToken, 'DELETE', `/api/admin/waves/${study.waveId}`);
    const [waveDeletion] = await entries('?action=waves.delete');
    expect(waveDeletion).toMatchObject({
      target: study.waveId,
      details: { name: 'Đợt 1', classes: 1 },
    });
    expect(JSON.stringify(waveDeletion)).not.toContain(second!.code);

    await asAdmin(t, rootToken, 'DELETE', `/api/admin/schools/${study.schoolId}`);
    const [schoolDeletion] = await entries('?action=schools.delete');
    expect(schoolDeletion).toMatchObject({
      target: study.schoolId,
      details: { name: 'THPT Lê Lợi', classes: 0 },
    });
  });

  it('lists the responses a bulk deletion removed and how many, never their answers', async () => {
    await insertResponses(
      t.database.db,
      Array.from({ length: 3 }, () => ({ answers: answersWithSubscores([18, 18, 18, 18]) })),
    );
    const ids = (
      await t.database.db
        .select({ id: surveyResponses.id })
        .from(surveyResponses)
        .orderBy(desc(surveyResponses.id))
    ).map((row) => row.id);
    const unknown = '33333333-3333-4333-8333-333333333333';
    await asAdmin(t, rootToken, 'DELETE', '/api/admin/surveys/bulk-delete', {
      surveyIds: [ids[0], ids[1], unknown],
    });
    const [bulk] = await entries('?action=surveys.bulkDelete');
    expect(bulk.details).toEqual({
      ids: expect.arrayContaining([ids[0], ids[1]]),
      count: 2,
      requested: 3,
    });
    expect(bulk.details.ids).toHaveLength(2);

    await asAdmin(t, rootToken, 'DELETE', `/api/admin/surveys/${ids[2]}`);
    const [single] = await entries('?action=surveys.delete');
    expect(single).toMatchObject({ target: ids[2], details: null });
  });
});
