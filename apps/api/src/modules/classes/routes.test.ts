import { CLASS_CODE_ALPHABET, INSTRUMENT_WORDING_VERSION, classCodeCheckSymbol } from '@prca/core';
import { describe, expect, it } from 'vitest';
import { surveyResponses, surveySessions } from '../../db/schema';
import { signedInAdminApp } from '../../../test/support/admin-app';
import { BACKENDS } from '../../../test/support/environment';
import { asAdmin, createStudy } from '../../../test/support/study';
import { parseCsv } from '../../../test/support/csv';
import { validSubmission } from '../../../test/support/submissions';

/** Well-formed, but no class has it (codes are random; this one is not drawn in a test). */
const NOBODYS_CODE = '222222' + classCodeCheckSymbol('222222');

/** The code with its first symbol replaced by the next one of the alphabet: a typo. */
function neighbour(code: string): string {
  const next = (CLASS_CODE_ALPHABET.indexOf(code[0]!) + 1) % CLASS_CODE_ALPHABET.length;
  return CLASS_CODE_ALPHABET[next] + code.slice(1);
}

describe.each(BACKENDS)('class codes on the %s database', (backend) => {
  const admin = signedInAdminApp(backend, 'superadmin');
  const get = (code: string) =>
    admin.t.app.inject({
      method: 'GET',
      url: `/api/classes/${encodeURIComponent(code)}`,
      headers: { 'accept-language': 'en' },
    });
  const submit = (body: Record<string, unknown>) =>
    admin.t.app.inject({
      method: 'POST',
      url: '/api/surveys',
      headers: { 'accept-language': 'en' },
      payload: validSubmission(body),
    });

  it('shows the school and class a code opens, however it is typed', async () => {
    const { classes } = await createStudy(admin.t, admin.token, ['10A1']);
    const code = classes[0]!.code;
    const typed = `${code.slice(0, 3).toLowerCase()} - ${code.slice(3)}`;
    const response = await get(typed);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      code,
      schoolName: 'THPT Lê Hồng Phong',
      className: '10A1',
      grade: 'grade10',
      waveName: 'Đợt 1',
      open: true,
    });
  });

  it('refuses a mistyped code before any lookup, and an unknown one', async () => {
    const { classes } = await createStudy(admin.t, admin.token, ['10A2'], 'Other');
    const typo = await get(neighbour(classes[0]!.code));
    expect(typo.statusCode).toBe(400);
    expect(typo.json().message).toMatch(/not valid/);
    const unknown = await get(NOBODYS_CODE);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No class has this code. Check it with your teacher.');
  });

  it('stores the class, school and wave with a response and its session', async () => {
    const { schoolId, waveId, classes } = await createStudy(admin.t, admin.token, ['11B2'], 'S');
    const sessionId = '6f1d2c3a-0b4e-4c5d-8e9f-0a1b2c3d4e5f';
    const started = await admin.t.app.inject({
      method: 'POST',
      url: '/api/surveys/sessions',
      payload: { id: sessionId, classCode: classes[0]!.code },
    });
    expect(started.statusCode).toBe(201);
    const submitted = await submit({ classCode: classes[0]!.code, sessionId });
    expect(submitted.statusCode).toBe(201);
    const id = submitted.json().data.id;
    const rows = await admin.t.database.db.select().from(surveyResponses);
    expect(rows.find((row) => row.id === id)).toMatchObject({
      classId: classes[0]!.id,
      schoolId,
      waveId,
      // A submission that names no wording was read in today's.
      wordingVersion: INSTRUMENT_WORDING_VERSION,
    });
    const sessions = await admin.t.database.db.select().from(surveySessions);
    expect(sessions.find((row) => row.id === sessionId)).toMatchObject({ schoolId, waveId });
  });

  it('refuses an unknown class code and an unknown wording version on submission', async () => {
    const unknown = await submit({ classCode: NOBODYS_CODE });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('No class has this code. Check it with your teacher.');
    const version = await submit({ wordingVersion: 'prca24-1999-01-01' });
    expect(version.statusCode).toBe(400);
    expect(version.json().message).toMatch(/version of the questions/);
    const { classes } = await createStudy(admin.t, admin.token, ['10V1'], 'Versions');
    const older = await submit({
      wordingVersion: 'prca24-2026-11-21',
      classCode: classes[0]!.code,
    });
    expect(older.statusCode).toBe(201);
  });

  it('requires a class code once the study has a class, unless the setting opens the survey', async () => {
    // The study has classes (the tests above made them) and the setting is unset.
    const refused = await submit({});
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Enter the class code your teacher gave you.');
    await asAdmin(admin.t, admin.token, 'PUT', '/api/admin/settings', { classCodeRequired: false });
    expect((await submit({})).statusCode).toBe(201);
    await asAdmin(admin.t, admin.token, 'PUT', '/api/admin/settings', { classCodeRequired: true });
    expect((await submit({})).statusCode).toBe(400);
    await asAdmin(admin.t, admin.token, 'PUT', '/api/admin/settings', { classCodeRequired: null });
  });

  it('shows school, class and wave in the responses list, the detail and both exports', async () => {
    const { schoolId, classes } = await createStudy(admin.t, admin.token, ['12D1'], 'Shown');
    const submitted = await submit({ classCode: classes[0]!.code });
    const id = submitted.json().data.id;
    const named = { schoolName: 'Shown', className: '12D1', waveName: 'Đợt 1' };
    const list = await asAdmin(
      admin.t,
      admin.token,
      'GET',
      `/api/admin/surveys?school=${schoolId}`,
    );
    expect(list.body.data.surveys).toHaveLength(1);
    expect(list.body.data.surveys[0]).toMatchObject({ id, schoolId, ...named });
    const detail = await asAdmin(admin.t, admin.token, 'GET', `/api/admin/surveys/${id}`);
    expect(detail.body.data).toMatchObject({
      ...named,
      wordingVersion: INSTRUMENT_WORDING_VERSION,
    });
    const exported = (format: string) =>
      admin.t.app.inject({
        method: 'GET',
        url: `/api/admin/surveys/export?format=${format}&class=${classes[0]!.id}`,
        headers: { authorization: `Bearer ${admin.token}` },
      });
    const [record] = (await exported('json')).json();
    expect(record).toMatchObject({ id, ...named, wordingVersion: INSTRUMENT_WORDING_VERSION });
    const [header, row] = parseCsv((await exported('csv')).body.replace(/^\uFEFF/, ''));
    const column = (name: string) => row![header!.indexOf(name)];
    expect([column('school'), column('wave'), column('class')]).toEqual(['Shown', 'Đợt 1', '12D1']);
  });
});
