import { isWellFormedClassCode } from '@prca/core';
import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { signedInAdminApp } from '../../../test/support/admin-app';
import { BACKENDS } from '../../../test/support/environment';
import { asAdmin, createStudy } from '../../../test/support/study';
import { validSubmission } from '../../../test/support/submissions';

describe.each(BACKENDS)('schools, waves and classes on the %s database', (backend) => {
  const admin = signedInAdminApp(backend, 'superadmin');
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    asAdmin(admin.t, admin.token, method, url, payload);
  const submitTo = (code: string) =>
    admin.t.app.inject({
      method: 'POST',
      url: '/api/surveys',
      headers: { 'accept-language': 'vi' },
      payload: validSubmission({ classCode: code }),
    });

  it('creates classes from a list, each with its own well-formed code, and audits it', async () => {
    const { schoolId, waveId, classes } = await createStudy(admin.t, admin.token, [
      '10A1',
      '10A2',
      '10A3',
    ]);
    expect(classes.map((c) => [c.name, c.schoolId, c.waveId, c.open, c.responseCount])).toEqual([
      ['10A1', schoolId, waveId, true, 0],
      ['10A2', schoolId, waveId, true, 0],
      ['10A3', schoolId, waveId, true, 0],
    ]);
    const codes = classes.map((c) => c.code);
    expect(new Set(codes).size).toBe(3);
    expect(codes.every(isWellFormedClassCode)).toBe(true);
    const listed = await call('GET', `/api/admin/classes?school=${schoolId}`);
    expect(listed.body.data.map((c: { code: string }) => c.code).sort()).toEqual(codes.sort());
    const audits = await admin.t.database.db
      .select()
      .from(auditLog)
      .where(like(auditLog.action, 'classes.%'));
    expect(audits).toHaveLength(1);
  });

  it('counts classes and responses per school and wave', async () => {
    const { schoolId, waveId, classes } = await createStudy(admin.t, admin.token, ['11B1'], 'B');
    expect((await submitTo(classes[0]!.code.toLowerCase())).statusCode).toBe(201);
    const schools = (await call('GET', '/api/admin/schools')).body.data;
    expect(schools.find((s: { id: string }) => s.id === schoolId)).toMatchObject({
      name: 'B',
      classCount: 1,
      responseCount: 1,
    });
    const waves = (await call('GET', '/api/admin/waves')).body.data;
    expect(waves.find((w: { id: string }) => w.id === waveId)).toMatchObject({
      classCount: 1,
      responseCount: 1,
    });
  });

  it('renames a school, dates a wave and refuses dates out of order', async () => {
    const { schoolId, waveId } = await createStudy(admin.t, admin.token, [], 'C');
    const renamed = await call('PUT', `/api/admin/schools/${schoolId}`, { name: 'THPT C' });
    expect(renamed.body.data.name).toBe('THPT C');
    const dated = await call('PUT', `/api/admin/waves/${waveId}`, {
      name: 'Đợt 2',
      opensOn: '2026-09-01',
      closesOn: '2026-10-15',
    });
    expect(dated.body.data).toMatchObject({ opensOn: '2026-09-01', closesOn: '2026-10-15' });
    const reversed = await call('PUT', `/api/admin/waves/${waveId}`, {
      name: 'Đợt 2',
      opensOn: '2026-10-16',
      closesOn: '2026-10-15',
    });
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toBe('The closing date must not be before the opening date.');
  }, 20_000);

  it('refuses a class of a school that does not exist, saying so', async () => {
    const { waveId } = await createStudy(admin.t, admin.token, [], 'D');
    const { status, body } = await call('POST', '/api/admin/classes', {
      schoolId: '00000000-0000-4000-8000-000000000000',
      waveId,
      name: '10A1',
      grade: 'grade10',
    });
    expect(status).toBe(400);
    expect(body.message).toBe('There is no school with this id.');
  });

  it('closes a class: its code then refuses new responses in both languages', async () => {
    const { classes } = await createStudy(admin.t, admin.token, ['12C1'], 'E');
    const [closing] = classes;
    const closed = await call('PUT', `/api/admin/classes/${closing!.id}`, { open: false });
    expect(closed.body.data.open).toBe(false);
    const refused = await submitTo(closing!.code);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Lớp này đã ngừng nhận bài trả lời.');
    const inEnglish = await admin.t.app.inject({
      method: 'POST',
      url: '/api/surveys',
      headers: { 'accept-language': 'en' },
      payload: validSubmission({ classCode: closing!.code }),
    });
    expect(inEnglish.json().message).toBe('This class is closed and no longer accepts responses.');
  });

  it('keeps when a class closed until it reopens, and whether parents consented', async () => {
    const { schoolId, waveId } = await createStudy(admin.t, admin.token, [], 'K');
    const created = await call('POST', '/api/admin/classes', {
      schoolId,
      waveId,
      name: '10K1',
      grade: 'grade10',
      parentalConsentCollected: true,
    });
    expect(created.status).toBe(201);
    const { id } = created.body.data;
    expect(created.body.data).toMatchObject({
      open: true,
      closedAt: null,
      parentalConsentCollected: true,
      declineCount: 0,
    });
    const before = Date.now();
    const closed = (await call('PUT', `/api/admin/classes/${id}`, { open: false })).body.data;
    expect(closed.open).toBe(false);
    const closedAt = new Date(closed.closedAt).getTime();
    expect(closedAt).toBeGreaterThanOrEqual(before - 1000);
    // Closing it again keeps the first time: sessions begun before it still count.
    const again = (await call('PUT', `/api/admin/classes/${id}`, { open: false })).body.data;
    expect(again.closedAt).toBe(closed.closedAt);
    const reopened = await call('PUT', `/api/admin/classes/${id}`, {
      open: true,
      parentalConsentCollected: false,
    });
    expect(reopened.body.data).toMatchObject({
      open: true,
      closedAt: null,
      parentalConsentCollected: false,
    });
    const listed = (await call('GET', `/api/admin/classes?school=${schoolId}`)).body.data;
    expect(listed).toMatchObject([{ id, closedAt: null, parentalConsentCollected: false }]);
    const bornClosed = await call('POST', '/api/admin/classes', {
      schoolId,
      waveId,
      name: '10K2',
      grade: 'grade10',
      open: false,
    });
    expect(bornClosed.body.data).toMatchObject({ open: false, parentalConsentCollected: null });
    expect(bornClosed.body.data.closedAt).not.toBeNull();
  });

  it('deletes a school with classes nobody answered, but not one whose class has responses', async () => {
    const empty = await createStudy(admin.t, admin.token, ['10E1'], 'F');
    expect((await call('DELETE', `/api/admin/schools/${empty.schoolId}`)).status).toBe(200);
    expect((await call('GET', `/api/admin/classes?school=${empty.schoolId}`)).body.data).toEqual(
      [],
    );
    const answered = await createStudy(admin.t, admin.token, ['10G1'], 'G');
    await submitTo(answered.classes[0]!.code);
    const refused = await call('DELETE', `/api/admin/schools/${answered.schoolId}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/already have responses/);
    expect((await call('DELETE', `/api/admin/waves/${answered.waveId}`)).status).toBe(409);
    const classRefused = await call('DELETE', `/api/admin/classes/${answered.classes[0]!.id}`);
    expect(classRefused.status).toBe(409);
    expect(classRefused.body.message).toMatch(/Close it instead/);
    const deletions = await admin.t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'schools.delete'));
    expect(deletions.map((row) => row.target)).toEqual([empty.schoolId]);
  });

  it('moves a class to another school with its responses', async () => {
    const from = await createStudy(admin.t, admin.token, ['10H1'], 'H');
    const to = await createStudy(admin.t, admin.token, [], 'I');
    await submitTo(from.classes[0]!.code);
    await call('PUT', `/api/admin/classes/${from.classes[0]!.id}`, { schoolId: to.schoolId });
    const schools = (await call('GET', '/api/admin/schools')).body.data;
    const count = (id: string) => schools.find((s: { id: string }) => s.id === id).responseCount;
    expect([count(from.schoolId), count(to.schoolId)]).toEqual([0, 1]);
  });
});

describe.each(BACKENDS)('who may change the study on the %s database', (backend) => {
  const researcher = signedInAdminApp(backend, 'researcher');

  it('lets any admin list schools, but only manage_study change them', async () => {
    const list = await asAdmin(researcher.t, researcher.token, 'GET', '/api/admin/schools');
    expect(list.status).toBe(200);
    const create = await asAdmin(researcher.t, researcher.token, 'POST', '/api/admin/schools', {
      name: 'X',
    });
    expect(create.status).toBe(403);
  });
});
