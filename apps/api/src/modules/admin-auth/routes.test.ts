import { ROLE_PERMISSIONS } from '@prca/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins, sessions } from '../../db/schema';
import { createAdmin, loginAs } from '../../../test/support/admins';
import { createTestApp, type TestApp } from '../../../test/support/app';
import { BACKENDS } from '../../../test/support/environment';
import { hashToken } from '../auth/tokens';

describe.each(BACKENDS)('admin login on the %s database', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
    await createAdmin(t.database.db, {
      username: 'researcher1',
      password: 'correct horse battery',
      role: 'researcher',
    });
  });
  afterAll(() => t.close());

  const login = (username: unknown, password: unknown, language = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      payload: { username, password },
      headers: { 'accept-language': language },
    });
  const me = (token: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/admin/auth/me',
      headers: { authorization: `Bearer ${token}` },
    });

  it('logs in with the shapes of the specification, and me returns the admin', async () => {
    const response = await login('  researcher1 ', 'correct horse battery');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Login successful',
      data: {
        admin: {
          username: 'researcher1',
          role: 'researcher',
          permissions: [...ROLE_PERMISSIONS.researcher],
          // The zone every admin screen writes date-times in (ANALYTICS_TIME_ZONE's default).
          timeZone: 'Asia/Ho_Chi_Minh',
        },
        token: expect.stringMatching(/^[\w-]{43}$/),
      },
    });
    expect(JSON.stringify(body)).not.toContain('argon2');
    expect((await me(body.data.token)).json().data).toMatchObject({
      username: 'researcher1',
      timeZone: 'Asia/Ho_Chi_Minh',
    });
  });

  it.each([
    ['', 'x'],
    ['researcher1', '   '],
    [undefined, 'x'],
    ['researcher1', undefined],
  ])('asks for both fields when given %j and %j', async (username, password) => {
    const response = await login(username, password);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please enter both username and password');
  });

  it('says the same for an unknown name and a wrong password, in the reader language', async () => {
    for (const [username, password] of [
      ['nobody', 'whatever password'],
      ['researcher1', 'wrong password'],
    ]) {
      const response = await login(username, password, 'vi');
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        success: false,
        message: 'Tên đăng nhập hoặc mật khẩu không đúng.',
      });
    }
  });

  it('refuses a sixth try at once, even with the right password', async () => {
    await createAdmin(t.database.db, {
      username: 'target',
      password: 'right password!',
      role: 'viewer',
    });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await login('target', `guess ${attempt}`)).statusCode).toBe(401);
    }
    const throttled = await login('target', 'right password!');
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().message).toBe(
      'Too many failed logins. Please wait 1 min and try again.',
    );
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    // Another account is not affected.
    expect((await login('researcher1', 'correct horse battery')).statusCode).toBe(200);
  });

  it('forgets failures after a success', async () => {
    await createAdmin(t.database.db, {
      username: 'forgetful',
      password: 'right password!',
      role: 'viewer',
    });
    for (let attempt = 0; attempt < 4; attempt += 1) await login('forgetful', 'wrong');
    expect((await login('forgetful', 'right password!')).statusCode).toBe(200);
    for (let attempt = 0; attempt < 4; attempt += 1) await login('forgetful', 'wrong');
    expect((await login('forgetful', 'right password!')).statusCode).toBe(200);
  });

  it('marks a session used when a minute has passed since it last was, and refuses the session of a disabled account', async () => {
    const token = await loginAs(t.app, 'researcher1', 'correct horse battery');
    const ofToken = eq(sessions.tokenHash, hashToken(token));
    const lastUsed = async () =>
      (await t.database.db.select().from(sessions).where(ofToken))[0]!.lastUsedAt.getTime();
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
    await t.database.db.update(sessions).set({ lastUsedAt: hourAgo }).where(ofToken);
    const response = await me(token);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ username: 'researcher1', role: 'researcher' });
    expect(await lastUsed()).toBeGreaterThan(hourAgo.getTime() + 30 * 60 * 1000);
    // Used 40 seconds ago: the request is served without a write.
    const recently = new Date(Date.now() - 40 * 1000);
    await t.database.db.update(sessions).set({ lastUsedAt: recently }).where(ofToken);
    expect((await me(token)).statusCode).toBe(200);
    expect(await lastUsed()).toBe(recently.getTime());

    const ofAccount = eq(admins.username, 'researcher1');
    await t.database.db.update(admins).set({ disabled: true }).where(ofAccount);
    try {
      expect((await me(token)).statusCode).toBe(401);
    } finally {
      await t.database.db.update(admins).set({ disabled: false }).where(ofAccount);
    }
    expect((await me(token)).statusCode).toBe(200);
  });

  it('ends a session on logout, after 2 idle hours, and after 12 hours in all', async () => {
    const logout = async (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/auth/logout',
        headers: { authorization: `Bearer ${token}` },
      });
    const loggedOut = await loginAs(t.app, 'researcher1', 'correct horse battery');
    expect((await logout(loggedOut)).json()).toEqual({ success: true });
    expect((await me(loggedOut)).statusCode).toBe(401);

    const idle = await loginAs(t.app, 'researcher1', 'correct horse battery');
    await t.database.db
      .update(sessions)
      .set({ lastUsedAt: new Date(Date.now() - 2 * 60 * 60 * 1000 - 1000) })
      .where(eq(sessions.tokenHash, hashToken(idle)));
    expect((await me(idle)).statusCode).toBe(401);

    const old = await loginAs(t.app, 'researcher1', 'correct horse battery');
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(old)));
    const expired = await me(old);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({
      success: false,
      message: 'Please sign in as an administrator.',
    });
  });
});
