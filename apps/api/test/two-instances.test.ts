import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_IDENTITY_SECRET } from '../src/config';
import { openPostgres } from '../src/db/postgres';
import { createIdentityHasher } from '../src/identity/hasher';
import { queryRows } from '../src/db/query-rows';
import { surveyResponses } from '../src/db/schema';
import { readReliabilityCells, scanReliabilityCells } from '../src/kept/reliability-sums/cells';
import { TEST_DATABASE_URL } from './support/environment';
import { adminWithToken, allResponseIds, httpAdmin, loginOver } from './support/http-admin';
import { postSubmission, randomSubmission, submitUntilKilled } from './support/kill-under-load';
import { killAllServers, STARTUP_TIMEOUT_MS } from './support/server-process';
import { createServerStorage, removeAllStorage } from './support/server-storage';
import { insertResponses } from './support/stored-responses';
import { PATTERNED_ANSWERS } from './support/submissions';

/**
 * Issue 12: two API processes on one PostgreSQL database act as one. How stale the other
 * instance's view of a changed setting may be (services.ts SETTINGS_MAX_AGE_MS, documented in
 * docs/deployment.md), with room for a busy machine.
 */
const SETTINGS_DELAY_MS = 2000;
const EXPIRED_GUEST_RESULTS = 4;
const UNFOLDED_RESPONSES = 25;
const DAY_MS = 24 * 60 * 60 * 1000;

afterAll(async () => {
  await killAllServers();
  await removeAllStorage();
});

async function until<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean) {
  const since = Date.now();
  for (;;) {
    const value = await read();
    if (done(value)) return Date.now() - since;
    if (Date.now() - since > 20_000) throw new Error(`${what}: still ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Log lines of `output` with message `msg`, parsed. */
function logged(output: string, msg: string): Record<string, unknown>[] {
  return output
    .split('\n')
    .filter((line) => line.includes(`"msg":"${msg}"`))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe.skipIf(!TEST_DATABASE_URL)('two API processes on one PostgreSQL database', () => {
  it('act as one', { timeout: 2 * STARTUP_TIMEOUT_MS + 60_000 }, async () => {
    const storage = await createServerStorage('postgresql');
    const { databaseUrl } = storage.database as { databaseUrl: string };

    // Work for the hourly jobs, waiting before either instance starts.
    const seed = await openPostgres(databaseUrl, 2);
    await insertResponses(
      seed.db,
      Array.from({ length: UNFOLDED_RESPONSES }, () => ({ answers: PATTERNED_ANSWERS })),
    );
    await seed.db
      .update(surveyResponses)
      .set({
        emailHash: createIdentityHasher(TEST_IDENTITY_SECRET).emailHash('old-guest@example.com'),
        guestKeyHash: randomBytes(32).toString('hex'),
        createdAt: new Date(Date.now() - 40 * DAY_MS),
      })
      .where(
        sql`${surveyResponses.id} IN (SELECT id FROM survey_responses LIMIT ${EXPIRED_GUEST_RESULTS})`,
      );

    const [a, b] = await Promise.all([storage.start(), storage.start()]);

    // The hourly jobs ran on both at start, and did each piece of work once.
    await until(
      'expired guest e-mail hashes',
      async () =>
        (
          await queryRows<{ n: number }>(
            seed.db,
            sql`SELECT count(email_hash)::int AS n FROM survey_responses`,
          )
        )[0]!.n,
      (n) => n === 0,
    );
    await until(
      'pending reliability rows',
      async () =>
        (
          await queryRows<{ n: number }>(
            seed.db,
            sql`SELECT count(*)::int AS n FROM reliability_pending`,
          )
        )[0]!.n,
      (n) => n === 0,
    );
    // Folded once: the kept sums and answer counts are those of every response, from scratch.
    expect(await readReliabilityCells(seed.db)).toEqual(
      await scanReliabilityCells(seed.db, undefined, undefined, true),
    );
    const both = a.output() + b.output();
    expect(
      logged(both, 'removed e-mail hashes and guest keys from expired guest results'),
    ).toMatchObject([{ count: EXPIRED_GUEST_RESULTS }]);
    const folded = logged(both, 'folded responses into the reliability sums');
    expect(folded.reduce((sum, line) => sum + Number(line.folded), 0)).toBe(UNFOLDED_RESPONSES);

    // A session made on one is valid on the other; logging out on one ends it on both.
    const onA = await httpAdmin(a.baseUrl);
    const onB = adminWithToken(b.baseUrl, onA.token);
    expect((await onB.get('/api/admin/auth/me')).status).toBe(200);
    const session = await loginOver(b.baseUrl);
    const second = adminWithToken(a.baseUrl, session.token!);
    expect(
      (await adminWithToken(b.baseUrl, session.token!).send('POST', '/api/admin/auth/logout', {}))
        .status,
    ).toBe(200);
    expect((await second.get('/api/admin/auth/me')).status).toBe(401);

    // The login throttle counts failures made on either instance.
    const account = {
      username: 'two-instance-viewer',
      password: 'a long viewer password',
      role: 'viewer',
    };
    expect((await onA.send('POST', '/api/admin/users', account)).status).toBe(201);
    // Hashed at the product's cost: only the tests' own apps hash lower (AppOptions.passwordCost).
    const [viewer] = await queryRows<{ hash: string }>(
      seed.db,
      sql`SELECT password_hash AS hash FROM admins WHERE username = ${account.username}`,
    );
    expect(viewer!.hash).toMatch(/^\$argon2id\$v=19\$m=65536,p=4,t=3\$/);
    await seed.close();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const instance = attempt % 2 === 0 ? a : b;
      expect((await loginOver(instance.baseUrl, account.username, 'wrong password!')).status).toBe(
        401,
      );
    }
    expect((await loginOver(a.baseUrl, account.username, account.password)).status).toBe(429);
    expect((await loginOver(b.baseUrl, account.username, account.password)).status).toBe(429);

    // A setting saved on one applies on the other within the documented delay.
    expect(
      (await onA.send('PUT', '/api/admin/settings', { acceptingResponses: false })).status,
    ).toBe(200);
    const closedAfter = await until(
      'the survey closed on the other instance',
      async () => (await postSubmission(b.baseUrl, randomSubmission())).status,
      (status) => status !== 201,
    );
    expect(closedAfter).toBeLessThanOrEqual(SETTINGS_DELAY_MS + 1000);
    expect(
      (await onB.send('PUT', '/api/admin/settings', { acceptingResponses: true })).status,
    ).toBe(200);
    await until(
      'the survey open again on the first instance',
      async () => (await postSubmission(a.baseUrl, randomSubmission())).status,
      (status) => status === 201,
    );

    // A SIGKILL of one under a stream of submissions loses nothing it acknowledged, and the
    // other serves throughout and takes the retries.
    const before = new Set(await allResponseIds(onB));
    const killed = await submitUntilKilled(a, 40, 6);
    expect((await postSubmission(b.baseUrl, randomSubmission())).status).toBe(201);
    for (const body of killed.unacknowledged.values()) {
      expect([200, 201]).toContain((await postSubmission(b.baseUrl, body)).status);
    }
    const stored = new Set(await allResponseIds(onB));
    const lost = [...killed.acknowledged.keys(), ...killed.unacknowledged.keys()].filter(
      (id) => !stored.has(id),
    );
    expect(lost).toEqual([]);
    expect(stored.size).toBeGreaterThan(before.size + killed.acknowledged.size);
    expect((await b.kill('SIGTERM')).code).toBe(0);
  });
});
