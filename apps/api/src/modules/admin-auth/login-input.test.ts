import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminLoginFailures } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/support/app';
import { BACKENDS } from '../../../test/support/environment';

// Found by the endpoint fuzzer (test/fuzz): a username with a NUL character reached the
// failed-login record, which PostgreSQL refused (500).
describe.each(BACKENDS)('a login name the database cannot keep, on the %s database', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  it('is refused with 400 and records no failed login', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'ad\u0000min', password: 'whatever it is' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, field: 'username' });
    expect(await t.database.db.$count(adminLoginFailures)).toBe(0);
  });
});
