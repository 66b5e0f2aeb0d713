import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminLoginFailures } from '../../db/schema';
import { pruneLoginFailures } from '../../jobs/login-failures';
import { createAdmin } from '../../../test/support/admins';
import { createTestApp, type TestApp } from '../../../test/support/app';
import { BACKENDS } from '../../../test/support/environment';

const ATTACKER = '203.0.113.7';
const OWNER = '198.51.100.4';

// The outside probe: 40 concurrent wrong passwords were all checked and a correct 40th got in;
// 5 wrong tries from anyone locked the real superadmin out; unknown names were kept forever.
describe.each(BACKENDS)('the admin login throttle on the %s database', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
    await createAdmin(t.database.db, {
      username: 'boss',
      password: 'boss password!',
      role: 'superadmin',
    });
  });
  afterAll(() => t.close());

  const login = (username: string, password: string, from: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      payload: { username, password },
      remoteAddress: from,
    });
  /** Moves every recorded failure `seconds` into the past, as if that time had gone by. */
  const age = (seconds: number) =>
    t.database.db
      .update(adminLoginFailures)
      .set({ failedAt: sql`${adminLoginFailures.failedAt} - make_interval(secs => ${seconds})` });

  it('checks no more than 5 of 40 concurrent wrong passwords, and then not the right one', async () => {
    const replies = await Promise.all(
      Array.from({ length: 40 }, (_, index) => login('boss', `guess number ${index}`, ATTACKER)),
    );
    const statuses = replies.map((reply) => reply.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(35);
    const right = await login('boss', 'boss password!', ATTACKER);
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe('Too many failed logins. Please wait 1 min and try again.');
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(right.headers['retry-after'])).toBeLessThanOrEqual(30);
  });

  it('lets the owner in from their own address while the attacker waits', async () => {
    expect((await login('boss', 'boss password!', OWNER)).statusCode).toBe(200);
    expect((await login('boss', 'another guess', ATTACKER)).statusCode).toBe(429);
  });

  it("doubles the attacker's wait with each failure after the fifth", async () => {
    await age(31);
    expect((await login('boss', 'a sixth guess', ATTACKER)).statusCode).toBe(401);
    const waiting = await login('boss', 'a seventh guess', ATTACKER);
    expect(waiting.statusCode).toBe(429);
    // Twice the first wait, less the time the slowest machine takes between the two tries.
    expect(Number(waiting.headers['retry-after'])).toBeGreaterThan(30);
    expect(Number(waiting.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Once the window has passed, the failures count no more.
    await age(15 * 60);
    expect((await login('boss', 'boss password!', ATTACKER)).statusCode).toBe(200);
  });

  it('makes an address that fails for 20 names wait, and no other address', async () => {
    for (let index = 0; index < 20; index += 1) {
      expect((await login(`nobody${index}`, 'whatever it is', '192.0.2.50')).statusCode).toBe(401);
    }
    const limited = await login('boss', 'boss password!', '192.0.2.50');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect((await login('boss', 'boss password!', '192.0.2.51')).statusCode).toBe(200);
    // A waiting address adds no rows: what it can store is bounded.
    for (let index = 0; index < 5; index += 1) await login(`more${index}`, 'x', '192.0.2.50');
    const fromThere = await t.database.db.$count(
      adminLoginFailures,
      eq(adminLoginFailures.address, '192.0.2.50'),
    );
    expect(fromThere).toBe(20);
  });

  it('deletes failures older than the window, and the oldest beyond the cap, hourly', async () => {
    await age(16 * 60);
    for (let index = 0; index < 3; index += 1) await login(`recent${index}`, 'x', '192.0.2.60');
    expect(await pruneLoginFailures(t.database.db, new Date(), 2)).toBeGreaterThan(20);
    const left = await t.database.db.select().from(adminLoginFailures);
    expect(left.map((row) => row.username).sort()).toEqual(['recent1', 'recent2']);
    expect(
      await t.database.db.$count(adminLoginFailures, eq(adminLoginFailures.address, '192.0.2.50')),
    ).toBe(0);
  });
});
