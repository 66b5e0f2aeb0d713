import { PERMISSIONS } from '@prca/core';
import { and, arrayContains, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins } from '../../db/schema';
import { createAdmin, loginAs, signInAdmin } from '../../../test/support/admins';
import { createTestApp, type TestApp } from '../../../test/support/app';
import { BACKENDS } from '../../../test/support/environment';
import { hashPassword } from './password';

/** The requests of the account screens, as one admin (by token) makes them. */
function accountCalls(t: TestApp) {
  const headers = (token: string, language = 'en') => ({
    authorization: `Bearer ${token}`,
    'accept-language': language,
  });
  return {
    create: (token: string, body: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/users',
        headers: headers(token),
        payload: body,
      }),
    update: (token: string, id: string, body: object, language = 'en') =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/users/${id}`,
        headers: headers(token, language),
        payload: body,
      }),
    remove: (token: string, id: string) =>
      t.app.inject({ method: 'DELETE', url: `/api/admin/users/${id}`, headers: headers(token) }),
  };
}

const idOf = async (t: TestApp, username: string) =>
  (await t.database.db.select().from(admins).where(eq(admins.username, username)))[0]!.id;

describe.each(BACKENDS)('who may change which account, on the %s database', (backend) => {
  let t: TestApp;
  let calls: ReturnType<typeof accountCalls>;
  let root: string;
  let manager: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    calls = accountCalls(t);
    root = await signInAdmin(t, 'superadmin', 'root');
    await createAdmin(t.database.db, {
      username: 'res',
      password: 'research password',
      role: 'researcher',
    });
    // An account manager who is no superadmin: the probe's attacker.
    await t.database.db.insert(admins).values({
      username: 'manager',
      passwordHash: await hashPassword('manager password'),
      role: 'viewer',
      permissions: ['view_analytics', 'manage_users'],
    });
    manager = await loginAs(t.app, 'manager', 'manager password');
  });
  afterAll(() => t.close());

  const refused = (
    response: { statusCode: number; json(): { message: string } },
    message: string,
  ) => {
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(message);
  };

  it('keeps an account manager from raising itself or taking over a superadmin', async () => {
    const rootId = await idOf(t, 'root');
    const managerId = await idOf(t, 'manager');
    refused(
      await calls.update(manager, managerId, { permissions: [...PERMISSIONS] }),
      'You cannot change the role or permissions of your own account: ask another super administrator.',
    );
    refused(
      await calls.update(manager, managerId, { role: 'superadmin' }, 'vi'),
      'Bạn không thể tự thay đổi vai trò hoặc quyền của tài khoản mình: hãy nhờ một quản trị viên cấp cao khác.',
    );
    const superadminOnly =
      'Only a super administrator can create, change, disable or delete a super administrator account.';
    refused(
      await calls.create(manager, {
        username: 'evil',
        password: 'long enough pw',
        role: 'superadmin',
      }),
      superadminOnly,
    );
    refused(await calls.update(manager, rootId, { password: 'taken over now!' }), superadminOnly);
    refused(await calls.update(manager, rootId, { disabled: true }), superadminOnly);
    refused(await calls.remove(manager, rootId), superadminOnly);
    refused(
      await calls.create(manager, {
        username: 'helper',
        password: 'long enough pw',
        role: 'viewer',
        permissions: ['view_analytics', 'manage_settings'],
      }),
      'You can only give permissions that your own account has.',
    );
    refused(
      await calls.create(manager, {
        username: 'helper',
        password: 'long enough pw',
        role: 'viewer',
        permissions: ['manage_users'],
      }),
      'Only a super administrator can give the permission to manage administrator accounts.',
    );
    refused(
      await calls.update(manager, await idOf(t, 'res'), { password: 'taken over now!' }),
      'This account has permissions that yours does not, so only a super administrator can change or delete it.',
    );
    // Nothing changed: root signs in with its own password, the manager holds what it held.
    await loginAs(t.app, 'root', 'root password!');
    expect((await calls.update(root, managerId, {})).json().data.permissions).toEqual([
      'view_analytics',
      'manage_users',
    ]);
  });

  it('lets an account manager handle accounts that hold no more than it does', async () => {
    const created = await calls.create(manager, {
      username: 'viewer1',
      password: 'long enough pw',
      role: 'viewer',
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    expect((await calls.update(manager, id, { password: 'another long pw' })).statusCode).toBe(200);
    refused(
      await calls.update(manager, id, { permissions: ['view_analytics', 'manage_users'] }),
      'Only a super administrator can give the permission to manage administrator accounts.',
    );
    expect((await calls.remove(manager, id)).statusCode).toBe(200);
  });

  it('keeps a superadmin from changing its own role or permissions', async () => {
    const rootId = await idOf(t, 'root');
    refused(
      await calls.update(root, rootId, { permissions: ['view_analytics'] }),
      'You cannot change the role or permissions of your own account: ask another super administrator.',
    );
    refused(
      await calls.update(root, rootId, { role: 'viewer' }),
      'You cannot change the role or permissions of your own account: ask another super administrator.',
    );
  });
});

describe.each(BACKENDS)(
  'two superadmins demoting each other at once, on the %s database',
  (backend) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(backend);
      for (const username of ['ana', 'binh']) {
        await createAdmin(t.database.db, {
          username,
          password: `${username} password`,
          role: 'superadmin',
        });
      }
    });
    afterAll(() => t.close());

    const fullSuperadmins = () =>
      t.database.db.$count(
        admins,
        and(
          eq(admins.role, 'superadmin'),
          eq(admins.disabled, false),
          arrayContains(admins.permissions, [...PERMISSIONS]),
        ),
      );

    it.each([
      ['take the role', { role: 'researcher' }],
      ['strip the permissions', { permissions: ['view_analytics'] }],
      ['disable', { disabled: true }],
    ])('leaves one superadmin with every permission when both %s', async (_, change) => {
      await t.database.db
        .update(admins)
        .set({ role: 'superadmin', disabled: false, permissions: [...PERMISSIONS] });
      const calls = accountCalls(t);
      const [ana, binh] = await Promise.all([
        loginAs(t.app, 'ana', 'ana password'),
        loginAs(t.app, 'binh', 'binh password'),
      ]);
      const replies = await Promise.all([
        calls.update(ana, await idOf(t, 'binh'), change),
        calls.update(binh, await idOf(t, 'ana'), change),
      ]);
      expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, expect.any(Number)]);
      expect(replies.filter((reply) => reply.statusCode === 200)).toHaveLength(1);
      expect(replies.every((reply) => reply.statusCode < 500)).toBe(true);
      expect(await fullSuperadmins()).toBe(1);
    });
  },
);
