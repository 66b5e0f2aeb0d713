import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, surveyResponses } from '../../db/schema';
import { signedInAdminApp } from '../../../test/support/admin-app';
import { BACKENDS } from '../../../test/support/environment';
import {
  LEAST_APPREHENSIVE,
  VALID_DEMOGRAPHICS,
  responsesFrom,
  validSubmission,
} from '../../../test/support/submissions';

describe.each(BACKENDS)('responses seen by administrators on the %s database', (backend) => {
  const admin = signedInAdminApp(backend, 'superadmin');
  const ids: string[] = [];
  beforeAll(async () => {
    const sheets = [
      { email: 'minh@school.vn', grade: 'grade10', gender: 'male', answers: undefined },
      { email: 'lan@school.vn', grade: 'grade11', gender: 'female', answers: LEAST_APPREHENSIVE },
      { email: undefined, grade: 'grade11', gender: 'male', answers: undefined },
    ];
    for (const sheet of sheets) {
      const response = await admin.t.app.inject({
        method: 'POST',
        url: '/api/surveys',
        payload: validSubmission({
          ...(sheet.email ? { email: sheet.email } : {}),
          ...(sheet.answers ? { responses: responsesFrom(sheet.answers) } : {}),
          demographics: { ...VALID_DEMOGRAPHICS, grade: sheet.grade, gender: sheet.gender },
        }),
      });
      ids.push(response.json().data.id);
    }
  });

  const get = (url: string) =>
    admin.t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${admin.token}` } });
  const idsOf = (response: { json(): { data: { surveys: { id: string }[] } } }) =>
    response
      .json()
      .data.surveys.map((survey) => survey.id)
      .sort();

  it('lists responses newest first, filtered by grade, gender, interpretation and date, never by e-mail', async () => {
    const all = await get('/api/admin/surveys');
    expect(all.json().data.pagination).toEqual({ page: 1, limit: 10, total: 3 });
    expect(idsOf(await get('/api/admin/surveys?grade=grade11'))).toEqual([ids[1], ids[2]].sort());
    expect(idsOf(await get('/api/admin/surveys?grade=grade11&gender=male'))).toEqual([ids[2]]);
    expect(idsOf(await get('/api/admin/surveys?interpretation=low'))).toEqual([ids[1]]);
    // No administrator searches by e-mail (issue 27): the parameter is unknown.
    const byEmail = await get('/api/admin/surveys?email=lan@school.vn');
    expect(byEmail.statusCode).toBe(400);
    expect(byEmail.json()).toMatchObject({ success: false, field: 'email' });
    // Days are Vietnamese days (the default analytics time zone, UTC+7).
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(
      new Date(),
    );
    expect(idsOf(await get(`/api/admin/surveys?from=${today}&to=${today}`))).toHaveLength(3);
    const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000)
      .toISOString()
      .slice(0, 10);
    expect(idsOf(await get(`/api/admin/surveys?from=${tomorrow}`))).toHaveLength(0);
    expect((await get('/api/admin/surveys?from=2026-13-01')).statusCode).toBe(400);
  });

  it('reads date filters as days in Vietnam: 18:30 UTC is already the next day', async () => {
    const late = await admin.t.app.inject({
      method: 'POST',
      url: '/api/surveys',
      payload: validSubmission(),
    });
    const id = late.json().data.id;
    await admin.t.database.db
      .update(surveyResponses)
      .set({ createdAt: new Date('2026-01-01T18:30:00Z') })
      .where(eq(surveyResponses.id, id));
    expect(idsOf(await get('/api/admin/surveys?from=2026-01-02&to=2026-01-02'))).toEqual([id]);
    expect(idsOf(await get('/api/admin/surveys?from=2026-01-01&to=2026-01-01'))).toEqual([]);
    await admin.t.database.db.delete(surveyResponses).where(eq(surveyResponses.id, id));
  });

  it("shows one response's detail without its e-mail, saying only that the guest's results are kept", async () => {
    const detail = await get(`/api/admin/surveys/${ids[0]}`);
    expect(detail.json().data).toMatchObject({
      id: ids[0],
      signedIn: false,
      guestKept: true,
      demographics: { grade: 'grade10' },
      scores: { totalScore: 84 },
    });
    expect(detail.body).not.toContain('minh');
    expect(detail.json().data).not.toHaveProperty('email');
  });

  it('deletes one or several responses, and writes each to the audit log', async () => {
    const one = await admin.t.app.inject({
      method: 'DELETE',
      url: `/api/admin/surveys/${ids[0]}`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(one.json()).toEqual({ success: true, data: { id: ids[0] } });
    const bulk = await admin.t.app.inject({
      method: 'DELETE',
      url: '/api/admin/surveys/bulk-delete',
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { surveyIds: [ids[1], ids[2], ids[0]] },
    });
    expect(bulk.json().data.deleted).toBe(2);
    expect((await get('/api/admin/surveys')).json().data.pagination.total).toBe(0);
    const actions = await admin.t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'surveys.bulkDelete'));
    expect(actions).toHaveLength(1);

    const empty = await admin.t.app.inject({
      method: 'DELETE',
      url: '/api/admin/surveys/bulk-delete',
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { surveyIds: [] },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Send between 1 and 500 response ids to delete.');
  });
});
