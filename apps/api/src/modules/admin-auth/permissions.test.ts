import { PERMISSIONS, ROLES, ROLE_PERMISSIONS } from '@prca/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema';
import { adminRoutesOf, createAdmin, loginAs } from '../../../test/support/admins';
import { createTestApp, type TestApp } from '../../../test/support/app';
import { hashToken } from '../auth/tokens';

/**
 * Walks the whole admin route table: every route but login answers 401 without a token, with a
 * revoked one and with an expired one, and 403 to each role that lacks its permission.
 */
describe('permissions on every admin route', () => {
  let t: TestApp;
  const tokens = new Map<string, string>();
  beforeAll(async () => {
    t = await createTestApp('embedded');
    for (const role of ROLES) {
      await createAdmin(t.database.db, { username: role, password: `${role} password`, role });
      tokens.set(role, await loginAs(t.app, role, `${role} password`));
    }
  });
  afterAll(() => t.close());

  const call = (route: { method: string; url: string }, token?: string) =>
    t.app.inject({
      method: route.method as 'GET',
      // Any id will do: the guard answers before the route looks at it.
      url: route.url.replace(/:\w+/g, '6f1c3b8e-2d4a-4c1e-9b7a-1a2b3c4d5e6f'),
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(route.method === 'GET' ? {} : { payload: {} }),
    });

  it('has a table that names a known permission for every route', () => {
    expect(adminRoutesOf(t.app).length).toBeGreaterThanOrEqual(5);
    for (const route of adminRoutesOf(t.app)) {
      expect(['public', 'signedIn', 'superadmin', ...PERMISSIONS]).toContain(route.access);
    }
    expect(
      adminRoutesOf(t.app)
        .filter((route) => route.access === 'public')
        .map(({ method, url, access }) => ({ method, url, access })),
    ).toEqual([{ method: 'POST', url: '/api/admin/auth/login', access: 'public' }]);
  });

  it('answers 401 without a token, with a revoked one and with an expired one', async () => {
    const revoked = await loginAs(t.app, 'viewer', 'viewer password');
    await t.database.db.delete(sessions).where(eq(sessions.tokenHash, hashToken(revoked)));
    const expired = await loginAs(t.app, 'superadmin', 'superadmin password');
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(expired)));

    for (const route of adminRoutesOf(t.app).filter((candidate) => candidate.access !== 'public')) {
      for (const token of [undefined, 'not-a-token', revoked, expired]) {
        const response = await call(route, token);
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
        expect(response.json().success).toBe(false);
      }
    }
  });

  it('refuses an account limited to schools or classes every signed-in route not made for it', async () => {
    // (Signing out would end the session the next test uses.)
    const signedIn = adminRoutesOf(t.app).filter(
      (r) => r.access === 'signedIn' && r.url !== '/api/admin/auth/logout',
    );
    for (const route of signedIn) {
      const response = await call(route, tokens.get('counsellor'));
      if (route.scoped) expect(response.statusCode, route.url).not.toBe(403);
      else expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });

  it('answers 403 to every role that lacks the permission, and lets the others through', async () => {
    for (const route of adminRoutesOf(t.app)) {
      if (route.access === 'public' || route.access === 'signedIn') continue;
      for (const role of ROLES) {
        const response = await call(route, tokens.get(role));
        const held =
          route.access === 'superadmin'
            ? role === 'superadmin'
            : (ROLE_PERMISSIONS[role] as readonly string[]).includes(route.access);
        // A counsellor is limited to schools or classes: only the routes that serve such accounts.
        const scopedOut = role === 'counsellor' && !route.scoped;
        if (held && !scopedOut) expect(response.statusCode, `${role} ${route.url}`).not.toBe(403);
        else {
          expect(response.statusCode, `${role} ${route.url}`).toBe(403);
          expect(response.json().message).toBe(
            held
              ? 'Your account is limited to your schools and classes: it opens their class reports only.'
              : "You don't have permission to access this page.",
          );
        }
      }
    }
  });
});
