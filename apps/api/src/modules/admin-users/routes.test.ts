import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { loginAs } from '../../../test/support/admins';
import { signedInAdminApp } from '../../../test/support/admin-app';
import { BACKENDS } from '../../../test/support/environment';

describe.each(BACKENDS)('managing admin accounts on the %s database', (backend) => {
  const root = signedInAdminApp(backend, 'superadmin', 'root');

  const as = (token: string) => ({ authorization: `Bearer ${token}` });
  const create = (body: object, token = root.token) =>
    root.t.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: as(token),
      payload: body,
    });
  const update = (id: string, body: object, token = root.token) =>
    root.t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${id}`,
      headers: as(token),
      payload: body,
    });
  const remove = (id: string, token = root.token) =>
    root.t.app.inject({ method: 'DELETE', url: `/api/admin/users/${id}`, headers: as(token) });

  it("creates an account with its role's permissions, never twice under one name", async () => {
    const created = await create({
      username: 'thu.viewer',
      password: 'long enough pw',
      role: 'viewer',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      username: 'thu.viewer',
      role: 'viewer',
      permissions: ['view_analytics'],
      disabled: false,
    });
    const again = await create({
      username: 'thu.viewer',
      password: 'long enough pw',
      role: 'viewer',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('That username is already used by another account.');
    const short = await create({ username: 'other', password: 'short', role: 'viewer' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('The password must be at least 12 characters long.');
    expect(
      (await create({ username: 'x y', password: 'long enough pw', role: 'viewer' })).json()
        .message,
    ).toBe('The username must be 3-64 letters, digits, dots, dashes or underscores.');
    const [audit] = await root.t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'admins.create'));
    expect(audit).toMatchObject({ adminId: root.id, target: created.json().data.id });
  });

  it('lists accounts with search and pagination', async () => {
    for (const name of ['search-a', 'search-b', 'search-c']) {
      await create({ username: name, password: 'long enough pw', role: 'viewer' });
    }
    const page = await root.t.app.inject({
      method: 'GET',
      url: '/api/admin/users?search=search-&limit=2',
      headers: as(root.token),
    });
    expect(page.json().data.pagination).toEqual({ page: 1, limit: 2, total: 3 });
    expect(page.json().data.users).toHaveLength(2);
    expect(JSON.stringify(page.json())).not.toContain('argon2');
  });

  it('changes role, permissions and password, and signs the account out everywhere', async () => {
    const id = (
      await create({ username: 'promote-me', password: 'first password', role: 'viewer' })
    ).json().data.id;
    const token = await loginAs(root.t.app, 'promote-me', 'first password');
    const changed = await update(id, { role: 'researcher', password: 'second password' });
    expect(changed.json().data).toMatchObject({
      role: 'researcher',
      permissions: ['view_analytics', 'view_surveys', 'export_data', 'review_quality'],
    });
    expect(
      (await root.t.app.inject({ method: 'GET', url: '/api/admin/auth/me', headers: as(token) }))
        .statusCode,
    ).toBe(401);
    await expect(loginAs(root.t.app, 'promote-me', 'first password')).rejects.toThrow();
    await loginAs(root.t.app, 'promote-me', 'second password');

    const disabled = await update(id, { disabled: true });
    expect(disabled.json().data.disabled).toBe(true);
    await expect(loginAs(root.t.app, 'promote-me', 'second password')).rejects.toThrow();
  });

  it('never lets admins remove themselves or the last active superadmin', async () => {
    for (const response of [await update(root.id, { disabled: true }), await remove(root.id)]) {
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(
        'You cannot delete, disable or demote your own account.',
      );
    }
    // A superadmin without every permission meets the other rule: root is the last full one.
    await create({
      username: 'helper',
      password: 'long enough pw',
      role: 'superadmin',
      permissions: ['manage_users'],
    });
    const helper = await loginAs(root.t.app, 'helper', 'long enough pw');
    for (const response of [
      await update(root.id, { role: 'researcher' }, helper),
      await update(root.id, { permissions: ['manage_users'] }, helper),
      await update(root.id, { disabled: true }, helper),
      await remove(root.id, helper),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(
        'This is the last active super administrator: make another super administrator first.',
      );
    }
    const second = (
      await create({ username: 'root2', password: 'long enough pw', role: 'superadmin' })
    ).json().data.id;
    // With a second full superadmin, one of the two may go; then the other is the last again.
    expect((await remove(second, helper)).statusCode).toBe(200);
    expect((await remove(root.id, helper)).statusCode).toBe(409);
  });

  it('answers 404 for an account that does not exist', async () => {
    const response = await update('6f1c3b8e-2d4a-4c1e-9b7a-1a2b3c4d5e6f', { disabled: true });
    expect(response.statusCode).toBe(404);
  });
});
