import { RESPONDENT_IDENTITIES, ROLES, emailSchema, type Role } from '@prca/core';
import { strFromU8, unzipSync } from 'fflate';
import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_IDENTITY_SECRET } from '../config';
import { auditLog } from '../db/schema';
import { createAdmin, loginAs, adminRoutesOf } from '../../test/support/admins';
import { createTestApp, type TestApp } from '../../test/support/app';
import { BACKENDS } from '../../test/support/environment';
import { setRespondentIdentity } from '../../test/support/identity-mode';
import { signedInRespondent } from '../../test/support/signed-in';
import { asAdmin, createStudy } from '../../test/support/study';
import { VALID_DEMOGRAPHICS, validSubmission } from '../../test/support/submissions';
import { toJsonSchema, validValue } from '../../test/fuzz/arbitrary-from-schema';
import { createIdentityHasher } from './hasher';

/*
 * "No researcher, viewer or counsellor sees an e-mail address anywhere" (issue 27), in every
 * identity mode: students submit with addresses drawn at random (some signed in, some in a
 * class, some with their browser's key), then every role reads every admin GET route of the
 * route table with a query drawn from the route's own schema, every export (CSV, JSON, the
 * package's files unzipped), and a super administrator looks each address up. No reply, and no
 * audit entry, holds one of the addresses, anything shaped like an e-mail address other than
 * the study's own contact address, or (replies) an e-mail hash.
 */

const CONTACT = 'nghien.cuu@truong-thpt.edu.vn';
const hasher = createIdentityHasher(TEST_IDENTITY_SECRET);
const EMAIL_SHAPED = /[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/gi;

const address = fc
  .tuple(
    fc.stringMatching(/^[a-z][a-z0-9._-]{0,14}[a-z0-9]$/),
    fc.constantFrom('truong.edu.vn', 'gmail.com', 'thpt-le-loi.edu.vn', 'example.org'),
  )
  .map(([local, domain]) => `${local}@${domain}`)
  .filter((email) => !email.includes('..') && emailSchema.safeParse(email).success);

const student = fc.record({
  email: address,
  shout: fc.boolean(),
  signedIn: fc.boolean(),
  inClass: fc.boolean(),
  withKey: fc.boolean(),
  otherText: fc.boolean(),
});

type Student = typeof student extends fc.Arbitrary<infer T> ? T : never;

/** A drawn query as a URL's query (URLSearchParams also mends the lone surrogates drawn). */
function encodeQuery(value: unknown): string {
  if (typeof value !== 'object' || value === null) return '';
  const query = new URLSearchParams();
  for (const [key, item] of Object.entries(value)) {
    for (const one of Array.isArray(item) ? item : [item]) query.append(key, String(one));
  }
  return query.toString();
}

/** A reply's text: a ZIP's files, each decoded, or the body as it came. */
function textsOf(response: { headers: Record<string, unknown>; rawPayload: Buffer; body: string }) {
  if (String(response.headers['content-type']).startsWith('application/zip')) {
    return Object.entries(unzipSync(new Uint8Array(response.rawPayload))).map(
      ([name, bytes]) => `${name}\n${strFromU8(bytes, true)}`,
    );
  }
  return [response.body];
}

/** What in `text` gives an address away. */
function leaksIn(text: string, sent: ReadonlySet<string>, hashesToo: boolean): string[] {
  const lower = text.toLowerCase();
  const leaks = [...sent].filter((email) => lower.includes(email));
  if (hashesToo) {
    leaks.push(
      ...[...sent].map((email) => hasher.emailHash(email)).filter((hash) => lower.includes(hash)),
    );
  }
  leaks.push(...(lower.match(EMAIL_SHAPED) ?? []).filter((found) => found !== CONTACT));
  return leaks;
}

describe.each(BACKENDS)(
  'no e-mail address in an admin reply, export or audit entry, on the %s database',
  (backend) => {
    let t: TestApp;
    const tokens = new Map<Role, string>();
    let study: Awaited<ReturnType<typeof createStudy>>;
    const sent = new Set<string>();
    const responseIds: string[] = [];

    beforeAll(async () => {
      t = await createTestApp(backend);
      const superadmin = { username: 'superadmin', password: 'superadmin password' };
      await createAdmin(t.database.db, { ...superadmin, role: 'superadmin' });
      tokens.set('superadmin', await loginAs(t.app, superadmin.username, superadmin.password));
      study = await createStudy(t, tokens.get('superadmin')!, ['10A1', '10A2']);
      for (const role of ROLES.filter((candidate) => candidate !== 'superadmin')) {
        await createAdmin(t.database.db, {
          username: role,
          password: `${role} password`,
          role,
          // A counsellor of the study's school: its class reports hold the responses.
          scope: role === 'counsellor' ? { schools: [study.schoolId], classes: [] } : undefined,
        });
        tokens.set(role, await loginAs(t.app, role, `${role} password`));
      }
      const contact = await asAdmin(t, tokens.get('superadmin')!, 'PUT', '/api/admin/settings', {
        contactEmail: CONTACT,
        // Students of the study's classes and others alike (a class code would be required).
        classCodeRequired: false,
      });
      expect(contact.status).toBe(200);
      // Five accounts sign in (argon2id), a study is made: slow on a busy machine.
    }, 180_000);
    afterAll(() => t.close());

    async function submitAll(students: Student[]) {
      for (const one of students) {
        const headers = one.signedIn
          ? { authorization: `Bearer ${await signedInRespondent(t.database.db)}` }
          : {};
        const [classroom] = study.classes;
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/surveys',
          headers,
          payload: validSubmission({
            email: one.shout ? one.email.toUpperCase() : one.email,
            ...(one.withKey ? { guestKey: randomBytes(32).toString('base64url') } : {}),
            ...(one.inClass && classroom ? { classCode: classroom.code } : {}),
            ...(one.otherText
              ? {
                  demographics: {
                    ...VALID_DEMOGRAPHICS,
                    causes: ['other'],
                    causesOtherText: 'Sợ bị cả lớp cười',
                  },
                }
              : {}),
          }),
        });
        expect(response.statusCode, response.body).toBe(201);
        sent.add(one.email);
        responseIds.push(response.json().data.id);
      }
    }

    const get = (role: Role, url: string) =>
      t.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${tokens.get(role)}` },
      });

    /** Valid queries of each schema, drawing on the ids stored so far (made once a run). */
    function queryArbitraries() {
      const known = {
        uuid: [study.schoolId, study.waveId, ...study.classes.map((c) => c.id), ...responseIds],
      };
      const made = new Map<z.ZodType, fc.Arbitrary<unknown>>();
      return (schema: z.ZodType) => {
        if (!made.has(schema)) made.set(schema, validValue(toJsonSchema(schema), known));
        return made.get(schema)!;
      };
    }

    async function everyReply(
      role: Role,
      draw: fc.GeneratorValue,
      queries: (schema: z.ZodType) => fc.Arbitrary<unknown>,
    ): Promise<string[][]> {
      const replies: string[][] = [];
      for (const route of adminRoutesOf(t.app).filter((candidate) => candidate.method === 'GET')) {
        const schema = t.app.apiRoutes.find(
          (candidate) => candidate.method === 'GET' && candidate.url === route.url,
        )!.schema.querystring;
        const paths = route.url.includes(':id')
          ? responseIds.slice(-3).map((id) => route.url.replace(':id', id))
          : [route.url];
        for (const path of paths) {
          const query = schema ? encodeQuery(draw(() => queries(schema))) : '';
          for (const url of [path, `${path}?${query}`]) {
            replies.push([`${role} GET ${url}`, ...textsOf(await get(role, url))]);
          }
        }
      }
      for (const format of ['csv', 'json', 'package']) {
        const url = `/api/admin/surveys/export?format=${format}`;
        const response = await get(role, url);
        if (role === 'superadmin' || role === 'researcher') {
          expect(response.statusCode, `${role} ${url}`).toBe(200);
        }
        replies.push([`${role} GET ${url}`, ...textsOf(response)]);
      }
      return replies;
    }

    // Three modes, two runs each, some 150 requests a run: minutes on a busy machine.
    it(
      'holds in every identity mode, for every role, over every admin GET route and export',
      { timeout: 900_000 },
      async () => {
        for (const mode of RESPONDENT_IDENTITIES) {
          await fc.assert(
            fc.asyncProperty(
              fc.array(student, { minLength: 1, maxLength: 4 }),
              fc.gen(),
              async (students, draw) => {
                await setRespondentIdentity(t, mode);
                await submitAll(students);
                const queries = queryArbitraries();
                const leaks: string[] = [];
                for (const role of ROLES) {
                  for (const [where, ...texts] of await everyReply(role, draw, queries)) {
                    const found = texts.flatMap((text) => leaksIn(text, sent, true));
                    if (found.length > 0) leaks.push(`${where}: ${found.join(', ')}`);
                  }
                }
                // The one look-up that takes an address: its reply gives none back.
                for (const email of students.map((one) => one.email)) {
                  const found = await asAdmin(
                    t,
                    tokens.get('superadmin')!,
                    'POST',
                    '/api/admin/surveys/lookup-by-email',
                    { email, purpose: 'access' },
                  );
                  expect(found.status).toBe(200);
                  const text = JSON.stringify(found.body);
                  if (leaksIn(text, sent, true).length > 0) leaks.push(`lookup: ${text}`);
                }
                // The audit log (exports, settings, look-ups): hashes allowed, addresses never.
                const audit = JSON.stringify(await t.database.db.select().from(auditLog));
                leaks.push(...leaksIn(audit, sent, false).map((leak) => `audit log: ${leak}`));
                expect(leaks, `in ${mode} mode`).toEqual([]);
              },
            ),
            // A run takes seconds: a failure is reported as found, not shrunk.
            { numRuns: 2, endOnFailure: true },
          );
        }
        // The study's responses were all there to be seen.
        const listed = await asAdmin(t, tokens.get('superadmin')!, 'GET', '/api/admin/surveys');
        expect(listed.body.data.pagination.total).toBe(responseIds.length);
      },
    );
  },
);
