import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins } from '../../db/schema';
import { createAdmin, loginAs } from '../../../test/support/admins';
import { createTestApp, type TestApp } from '../../../test/support/app';
import { BACKENDS } from '../../../test/support/environment';

// Found by the endpoint fuzzer (test/fuzz).
describe.each(BACKENDS)('admin accounts and odd input, on the %s database', (backend) => {
  let t: TestApp;
  let token: string;
  let ownId: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    // A second superadmin, so that only the "not yourself" rule stands in the way.
    for (const username of ['root', 'deputy']) {
      await createAdmin(t.database.db, {
        username,
        password: `${username} password`,
        role: 'superadmin',
      });
    }
    token = await loginAs(t.app, 'root', 'root password');
    const [root] = await t.database.db.select().from(admins).where(eq(admins.username, 'root'));
    ownId = root!.id;
  });
  afterAll(() => t.close());

  const send = (method: 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });

  it('does not let an admin delete or disable themselves by writing their id in capitals', async () => {
    const url = `/api/admin/users/${ownId.toUpperCase()}`;
    // Before: the capitals hid "yourself", the account was deleted, and the audit entry naming
    // it failed (500).
    expect((await send('DELETE', url)).statusCode).toBe(409);
    expect((await send('PUT', url, { disabled: true })).statusCode).toBe(409);
    const [self] = await t.database.db.select().from(admins).where(eq(admins.id, ownId));
    expect(self).toMatchObject({ role: 'superadmin', disabled: false });
  });

  it('refuses a search holding a NUL character (it used to fail in the database)', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/users?search=ro%00ot',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, field: 'search' });
  });
});
