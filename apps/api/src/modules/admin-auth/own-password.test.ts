import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { createAdmin, loginAs } from '../../../test/support/admins';
import { createTestApp, type TestApp } from '../../../test/support/app';
import { BACKENDS } from '../../../test/support/environment';
import { FREE_FAILURES } from './throttle';

const OLD = 'mật khẩu cũ của cô Lan';
const NEW = 'mật khẩu mới, dài hơn 12';

/*
 * Every account changes its own password (issue 29), a counsellor's included, which no other
 * route lets it do: the current one is asked, the other sessions end, the change is audited.
 */
describe.each(BACKENDS)('one’s own password on the %s database', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  const change = (token: string, payload: object, language = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/password',
      payload,
      headers: { authorization: `Bearer ${token}`, 'accept-language': language },
    });
  const login = (username: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      payload: { username, password },
    });
  const me = async (token: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/auth/me',
        headers: { authorization: `Bearer ${token}` },
      })
    ).statusCode;

  it('lets a counsellor change it: the old one then fails, the new one works, other sessions end', async () => {
    await createAdmin(t.database.db, { username: 'co.lan', password: OLD, role: 'counsellor' });
    const here = await loginAs(t.app, 'co.lan', OLD);
    const elsewhere = await loginAs(t.app, 'co.lan', OLD);

    const wrong = await change(here, { currentPassword: 'not it at all', newPassword: NEW }, 'vi');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      success: false,
      message: 'Mật khẩu hiện tại không đúng. Mật khẩu của bạn chưa được đổi.',
      field: 'currentPassword',
    });
    const short = await change(here, { currentPassword: OLD, newPassword: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ field: 'newPassword' });
    expect((await login('co.lan', OLD)).statusCode).toBe(200);

    const changed = await change(here, { currentPassword: OLD, newPassword: NEW });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await login('co.lan', OLD)).statusCode).toBe(401);
    expect((await login('co.lan', NEW)).statusCode).toBe(200);
    // The session that changed it stays; the other is over.
    expect(await me(here)).toBe(200);
    expect(await me(elsewhere)).toBe(401);

    const [account] = await t.database.db
      .select({ id: auditLog.adminId, target: auditLog.target, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'admins.passwordChange')));
    expect(account?.target).toBe(account?.id);
    expect(JSON.stringify(account)).not.toContain(NEW);
  });

  it('asks for the current password, and refuses a signed-out caller', async () => {
    await createAdmin(t.database.db, { username: 'viewer1', password: OLD, role: 'viewer' });
    const token = await loginAs(t.app, 'viewer1', OLD);
    const missing = await change(token, { newPassword: NEW });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ field: 'currentPassword' });
    expect(
      (await change('no-such-token', { currentPassword: OLD, newPassword: NEW })).statusCode,
    ).toBe(401);
    expect((await change(token, { currentPassword: OLD, newPassword: NEW })).statusCode).toBe(200);
  });

  it('slows down guesses of the current password as it does failed logins', async () => {
    await createAdmin(t.database.db, { username: 'guessed', password: OLD, role: 'researcher' });
    const token = await loginAs(t.app, 'guessed', OLD);
    for (let index = 0; index < FREE_FAILURES; index += 1) {
      const guess = await change(token, { currentPassword: `guess ${index}`, newPassword: NEW });
      expect(guess.statusCode).toBe(400);
    }
    const throttled = await change(token, { currentPassword: OLD, newPassword: NEW });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.headers['retry-after']).toBeDefined();
  });

  it('is never changed through the accounts screen, where the current password is not asked', async () => {
    await createAdmin(t.database.db, { username: 'head', password: OLD, role: 'superadmin' });
    const token = await loginAs(t.app, 'head', OLD);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/admin/auth/me',
      headers: { authorization: `Bearer ${token}` },
    });
    const id = me.json().data.id as string;
    const taken = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${id}`,
      payload: { password: NEW },
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'vi' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toContain('trang Tài khoản');
    expect((await login('head', OLD)).statusCode).toBe(200);
    expect((await login('head', NEW)).statusCode).toBe(401);
  });
});
