import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { BACKENDS } from './support/environment';
import { httpAdmin } from './support/http-admin';
import { validSubmission } from './support/submissions';
import { killAllServers, STARTUP_TIMEOUT_MS } from './support/server-process';
import { createServerStorage, removeAllStorage } from './support/server-storage';

afterAll(async () => {
  await killAllServers();
  await removeAllStorage();
});

const STUDENT = 'Minh.Anh.10A1@Truong.edu.vn';

/** Every way the address could be written in a log line. */
const WRITTEN = [
  'minh.anh.10a1',
  encodeURIComponent(STUDENT).toLowerCase(),
  encodeURIComponent(encodeURIComponent(STUDENT)).toLowerCase(),
];

// Issue 27: "no e-mail address appears in the server's log". The real server logging everything
// (LOG_LEVEL=trace) meets every request that carries an address, well formed or not, and its
// output is searched for it.
describe.each(BACKENDS)("the server's log on the %s database", (backend) => {
  it(
    'never holds an e-mail address a request carried',
    { timeout: 2 * STARTUP_TIMEOUT_MS },
    async () => {
      const storage = await createServerStorage(backend, 'migrated');
      const server = await storage.start({ LOG_LEVEL: 'trace' });
      const admin = await httpAdmin(server.baseUrl);
      // Where the hash of an address is kept and looked up.
      expect(
        (await admin.send('PUT', '/api/admin/settings', { respondentIdentity: 'email' })).status,
      ).toBe(200);

      const key = randomBytes(32).toString('base64url');
      const send = (
        method: string,
        url: string,
        body?: string,
        headers: Record<string, string> = {},
      ) =>
        fetch(`${server.baseUrl}${url}`, {
          method,
          headers: { 'content-type': 'application/json', 'x-guest-key': key, ...headers },
          ...(body === undefined ? {} : { body }),
        });
      const statuses = [
        (
          await send(
            'POST',
            '/api/surveys',
            JSON.stringify(validSubmission({ email: STUDENT, guestKey: key })),
          )
        ).status,
        (await send('GET', `/api/surveys/by-email/${encodeURIComponent(STUDENT)}`)).status,
        (await send('GET', `/api/analytics/summary?email=${encodeURIComponent(STUDENT)}`)).status,
        (await send('GET', `/api/surveys/${encodeURIComponent(STUDENT)}`)).status,
        (await send('GET', `/api/surveys/by-email/${encodeURIComponent(`${STUDENT}@`)}`)).status,
        (await send('GET', `/api/nowhere/${STUDENT}?to=${encodeURIComponent(STUDENT)}`)).status,
        (
          await send(
            'POST',
            '/api/surveys',
            JSON.stringify(validSubmission({ email: `${STUDENT}.` })),
          )
        ).status,
        (await send('POST', '/api/surveys', `{"email": "${STUDENT}", `)).status,
        (
          await send(
            'POST',
            '/api/admin/surveys/lookup-by-email',
            JSON.stringify({ email: STUDENT, purpose: 'erasure' }),
            { authorization: `Bearer ${admin.token}` },
          )
        ).status,
        (
          await send(
            'POST',
            '/api/admin/surveys/lookup-by-email',
            JSON.stringify({ email: STUDENT }),
            {
              authorization: `Bearer ${admin.token}`,
            },
          )
        ).status,
      ];
      expect(statuses).toEqual([201, 200, 200, 400, 400, 404, 400, 400, 200, 400]);
      expect((await server.kill('SIGTERM')).code).toBe(0);

      const log = server.output().toLowerCase();
      // The log did record these requests: it is the addresses that are missing.
      expect(log).toContain('/api/surveys/by-email/[redacted]');
      expect(log).toContain('lookup-by-email');
      for (const written of WRITTEN) expect(log).not.toContain(written);
    },
  );

  // Issue 29: a class code opens its class's survey to whoever holds it, so it stays out of the
  // log: the public lookup, the student's page address, a mistyped code.
  it(
    'never holds a class code a request carried',
    { timeout: 2 * STARTUP_TIMEOUT_MS },
    async () => {
      const storage = await createServerStorage(backend, 'migrated');
      const server = await storage.start({ LOG_LEVEL: 'trace' });
      const admin = await httpAdmin(server.baseUrl);
      const schoolId = (
        (await admin.send('POST', '/api/admin/schools', { name: 'THPT Nguyễn Du' })).body.data as {
          id: string;
        }
      ).id;
      const waveId = (
        (await admin.send('POST', '/api/admin/waves', { name: 'Đợt 1' })).body.data as {
          id: string;
        }
      ).id;
      const created = await admin.send('POST', '/api/admin/classes/bulk', {
        schoolId,
        waveId,
        classes: [{ name: '10A1', grade: 'grade10' }],
      });
      const { code } = (created.body.data as { code: string }[])[0]!;
      const get = async (url: string) => (await fetch(`${server.baseUrl}${url}`)).status;
      const mistyped = `${code.toLowerCase().slice(0, 3)}-${code.slice(3)}`;
      const statuses = [
        await get(`/api/classes/${code}`),
        await get(`/api/classes/${mistyped}`),
        await get(`/survey?class=${code}&lab=1`),
      ];
      expect(statuses[0]).toBe(200);
      expect((await server.kill('SIGTERM')).code).toBe(0);

      const log = server.output();
      // The log did record these requests: it is the codes that are missing.
      expect(log).toContain('/api/classes/[redacted]');
      expect(log).toContain('/survey?class=[redacted]&lab=1');
      expect(log.toUpperCase()).not.toContain(code);
      expect(log).not.toContain(mistyped);
    },
  );
});
