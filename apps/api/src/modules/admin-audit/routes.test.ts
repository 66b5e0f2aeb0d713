import { PERMISSIONS } from '@prca/core';
import { eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAuditLog } from '../../audit/audit-log';
import { admins, auditLog } from '../../db/schema';
import { loginAs, signInAdmin } from '../../../test/support/admins';
import { signedInAdminApp } from '../../../test/support/admin-app';
import { AUDIT_EXPORT_COLUMNS } from '../../../test/support/audit-export';
import { parseCsv } from '../../../test/support/csv';
import { BACKENDS } from '../../../test/support/environment';
import { hashPassword } from '../admin-users/password';

describe.each(BACKENDS)('reading the audit log on the %s database', (backend) => {
  const root = signedInAdminApp(backend, 'superadmin', 'root');
  beforeAll(async () => {
    const audit = createAuditLog(root.t.database.db);
    // 23:30 on 1 March in Vietnam (the study's zone), then 00:30 on 2 March there: the same
    // day in UTC, two days for the study.
    await root.t.database.db.insert(auditLog).values([
      {
        actorKind: 'console',
        action: 'admins.create',
        target: '11111111-1111-4111-8111-111111111111',
        details: { username: 'rescuer' },
        createdAt: new Date('2026-03-01T16:30:00Z'),
      },
      {
        actorKind: 'respondent',
        action: 'survey.withdraw',
        target: '22222222-2222-4222-8222-222222222222',
        createdAt: new Date('2026-03-01T17:30:00Z'),
      },
    ]);
    await audit.record({ adminId: root.id, action: 'surveys.delete', target: '=HYPERLINK("x")' });
    await audit.record({ adminId: root.id, action: 'surveys.export', details: { format: 'csv' } });
    await audit.record({ adminId: root.id, action: 'settings.update', details: { a: '+1' } });
  });

  const get = (url: string, token: string | null = root.token) =>
    root.t.app.inject({
      method: 'GET',
      url,
      headers: {
        'accept-language': 'en',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });
  const actionsOf = async (query: string) =>
    (await get(`/api/admin/audit${query}`))
      .json()
      .data.entries.map((entry: { action: string }) => entry.action);

  it("is a superadmin's only: 401 signed out, 403 to every other account, even one holding every permission", async () => {
    expect((await get('/api/admin/audit', null)).statusCode).toBe(401);
    expect((await get('/api/admin/audit/export', null)).statusCode).toBe(401);
    await root.t.database.db.insert(admins).values({
      username: 'almighty',
      passwordHash: await hashPassword('almighty password'),
      role: 'researcher',
      permissions: [...PERMISSIONS],
    });
    const tokens = [
      await loginAs(root.t.app, 'almighty', 'almighty password'),
      await signInAdmin(root.t, 'viewer'),
      await signInAdmin(root.t, 'counsellor'),
      await signInAdmin(root.t, 'researcher'),
    ];
    for (const token of tokens) {
      for (const url of ['/api/admin/audit', '/api/admin/audit/export']) {
        const refused = await get(url, token);
        expect(refused.statusCode, url).toBe(403);
      }
    }
    const read = await get('/api/admin/audit');
    expect(read.statusCode).toBe(200);
  });

  it('lists entries newest first, each with its actor, action, target and details', async () => {
    const { entries, pagination } = (await get('/api/admin/audit?action=surveys')).json().data;
    expect(pagination).toEqual({ page: 1, limit: 10, total: 2 });
    expect(entries).toMatchObject([
      { actorKind: 'admin', actorName: 'root', action: 'surveys.export', target: null },
      { actorKind: 'admin', actorName: 'root', action: 'surveys.delete' },
    ]);
    expect(Object.keys(entries[0]).sort()).toEqual(
      ['action', 'actorKind', 'actorName', 'createdAt', 'details', 'id', 'target'].sort(),
    );
    const [withdrawal] = (await get('/api/admin/audit?actor=respondent')).json().data.entries;
    expect(withdrawal).toMatchObject({ actorKind: 'respondent', actorName: null });
  });

  it('lists entries of one millisecond in the order they were written, newest first', async () => {
    // The embedded database's clock counts milliseconds: a delete and then its export can
    // share their time, and random ids would order them by chance (once in two for a pair).
    const at = new Date('2026-03-03T08:00:00.123Z');
    const actions = Array.from({ length: 8 }, (_, i) => `tie.step${i + 1}`);
    for (const action of actions) {
      await root.t.database.db
        .insert(auditLog)
        .values({ actorKind: 'console', action, createdAt: at });
    }
    const newestFirst = [...actions].reverse();
    try {
      expect(await actionsOf('?action=tie')).toEqual(newestFirst);
      const file = await get('/api/admin/audit/export?action=tie');
      const [, ...rows] = parseCsv(file.body.replace(/^\uFEFF/, ''));
      expect(rows.map((row) => row[4])).toEqual(newestFirst);
    } finally {
      await root.t.database.db.delete(auditLog).where(like(auditLog.action, 'tie.%'));
    }
  });

  it('filters by actor, by action (exact or its group) and by days of the study', async () => {
    expect(await actionsOf('?actor=console')).toEqual(['admins.create']);
    expect(await actionsOf('?actor=respondent')).toEqual(['survey.withdraw']);
    expect(await actionsOf('?actor=ROOT&action=settings')).toEqual(['settings.update']);
    expect(await actionsOf('?actor=nobody')).toEqual([]);
    expect(await actionsOf('?action=surveys.delete')).toEqual(['surveys.delete']);
    expect(await actionsOf('?action=surveys.del')).toEqual([]);
    expect(await actionsOf('?from=2026-03-01&to=2026-03-01')).toEqual(['admins.create']);
    expect(await actionsOf('?from=2026-03-02&to=2026-03-02')).toEqual(['survey.withdraw']);
    expect(await actionsOf('?to=2026-03-02')).toEqual(['survey.withdraw', 'admins.create']);
  });

  it("never shows a look-up's e-mail hash, which only the table keeps (issue 27)", async () => {
    await createAuditLog(root.t.database.db).record({
      adminId: root.id,
      action: 'surveys.emailLookup',
      details: { purpose: 'erasure', emailHash: 'f'.repeat(64), found: 1 },
    });
    const [lookup] = (await get('/api/admin/audit?action=surveys.emailLookup')).json().data.entries;
    expect(lookup.details).toEqual({ purpose: 'erasure', found: 1 });
    const file = await get('/api/admin/audit/export?action=surveys.emailLookup');
    expect(file.body).toContain('erasure');
    expect(file.body).not.toContain('f'.repeat(64));
    await root.t.database.db.delete(auditLog).where(eq(auditLog.action, 'surveys.emailLookup'));
  });

  it('pages through the log', async () => {
    const all = (await get('/api/admin/audit?limit=100')).json().data;
    expect(all.pagination.total).toBe(all.entries.length);
    const second = (await get('/api/admin/audit?limit=2&page=2')).json().data;
    expect(second.pagination).toEqual({ page: 2, limit: 2, total: all.pagination.total });
    expect(second.entries.map((entry: { id: string }) => entry.id)).toEqual(
      all.entries.slice(2, 4).map((entry: { id: string }) => entry.id),
    );
  });

  it('answers a clear 400 to a filter it cannot read', async () => {
    for (const [query, message] of [
      ['?from=2026-13-01', 'The filter "from" must be a real day written as YYYY-MM-DD'],
      ['?from=0000-01-01', 'The filter "from" must be a real day written as YYYY-MM-DD'],
      ['?from=2026-03-02&to=2026-03-01', 'The filter "from" must not be after "to".'],
      ['?action=drop table', 'The filter "action" must be an action'],
      ['?actor=a b', 'The filter "actor" must be'],
      ['?actors=root', 'This address does not take the parameter "actors".'],
      ['?limit=1000', ''],
    ] as const) {
      for (const url of [`/api/admin/audit${query}`, `/api/admin/audit/export${query}`]) {
        if (url.includes('limit') && url.includes('export')) continue;
        const response = await get(url);
        expect(response.statusCode, url).toBe(400);
        expect(response.json().message, url).toContain(message);
      }
    }
  });

  it('exports every matching entry as CSV, formulas defused, and audits the export', async () => {
    const response = await get('/api/admin/audit/export?actor=root&action=surveys');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="audit_/);
    const [header, ...rows] = parseCsv(response.body.replace(/^\uFEFF/, ''));
    expect(header).toEqual(AUDIT_EXPORT_COLUMNS);
    expect(rows.map((row) => row[4])).toEqual(['surveys.export', 'surveys.delete']);
    expect(rows[0]![6]).toBe('{"format":"csv"}');
    expect(rows[1]![5]).toBe('\'=HYPERLINK("x")');
    expect(rows[0]![1]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+07:00$/);

    // More entries than a page holds all reach the file.
    await root.t.database.db
      .insert(auditLog)
      .values(Array.from({ length: 150 }, () => ({ actorKind: 'console', action: 'bulk.test' })));
    const bulk = await get('/api/admin/audit/export?action=bulk');
    expect(parseCsv(bulk.body.replace(/^\uFEFF/, ''))).toHaveLength(151);

    const [exported] = (await get('/api/admin/audit?action=audit.export')).json().data.entries;
    expect(exported).toMatchObject({
      actorName: 'root',
      details: { format: 'csv', filters: { action: 'bulk' } },
    });
  });
});
