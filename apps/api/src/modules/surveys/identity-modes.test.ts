import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_IDENTITY_SECRET } from '../../config';
import { surveyResponses } from '../../db/schema';
import { createIdentityHasher } from '../../identity/hasher';
import { createSettingsRepository } from '../settings/repository';
import { createTestApp, type TestApp } from '../../../test/support/app';
import { databaseDump } from '../../../test/support/database-dump';
import { BACKENDS } from '../../../test/support/environment';
import { setRespondentIdentity } from '../../../test/support/identity-mode';
import { signedInRespondent } from '../../../test/support/signed-in';
import { validSubmission } from '../../../test/support/submissions';

const hasher = createIdentityHasher(TEST_IDENTITY_SECRET);
const newKey = () => randomBytes(32).toString('base64url');

// Issue 27, "anonymity that is true": what the server keeps of a guest's e-mail in each
// identity mode, on a new installation.
describe.each(BACKENDS)('what a submission leaves of an e-mail, on the %s database', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  const submit = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/surveys', payload: body, headers });
  const stored = async (id: string) =>
    (await t.database.db.select().from(surveyResponses).where(eq(surveyResponses.id, id)))[0]!;
  const byEmail = (email: string, key: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/surveys/by-email/${encodeURIComponent(email)}`,
      headers: { 'x-guest-key': key },
    });
  const summary = (email: string, key: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/analytics/summary?email=${encodeURIComponent(email)}`,
      headers: { 'x-guest-key': key },
    });

  it('is anonymous on a new installation: an address sent anyway is checked, then dropped', async () => {
    expect(await createSettingsRepository(t.database.db).get('respondentIdentity')).toBe(
      'anonymous',
    );

    const email = 'Minh.Anh.10A1@Truong.edu.vn';
    const response = await submit(validSubmission({ email }));
    expect(response.statusCode).toBe(201);
    const { id, guestKey } = response.json().data;
    // The browser sent no key: the server made one, and with it the browser reads its result.
    expect(guestKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const row = await stored(id);
    expect(row.emailHash).toBeNull();
    expect(row.guestKeyHash).not.toBeNull();
    expect(JSON.stringify(row).toLowerCase()).not.toContain('minh.anh');
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/surveys/${id}`,
      headers: { 'x-guest-key': guestKey },
    });
    expect(read.statusCode).toBe(200);
    // Nothing links the address to the response: looking it up finds nothing, even with the key.
    expect((await byEmail(email, guestKey)).json().data.surveys).toEqual([]);
    expect((await summary(email, guestKey)).json()).toEqual({ success: true, data: null });

    // "Validated as today": a malformed address is still a 400 that says so, storing nothing.
    const before = await t.database.db.$count(surveyResponses);
    const malformed = await submit(validSubmission({ email: 'minh.anh@' }), {
      'accept-language': 'vi',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      success: false,
      field: 'email',
      message: 'Vui lòng nhập địa chỉ email hợp lệ.',
    });
    expect(await t.database.db.$count(surveyResponses)).toBe(before);

    // Neither the database nor a copy of it holds the address, its hash or the key.
    const dump = await databaseDump(t.database);
    expect(dump).not.toContain('minh.anh.10a1');
    expect(dump).not.toContain(hasher.emailHash(email));
    expect(dump).not.toContain(guestKey.toLowerCase());
  });

  it.each(['email', 'signIn'] as const)(
    "keeps only a keyed hash of a guest's address in %s mode, which finds their results with their key",
    async (mode) => {
      await setRespondentIdentity(t, mode);
      const email = `lan.${mode.toLowerCase()}@truong.edu.vn`;
      const key = newKey();
      const response = await submit(
        validSubmission({ email: ` ${email.toUpperCase()} `, guestKey: key }),
      );
      expect(response.statusCode).toBe(201);
      const { id } = response.json().data;
      const row = await stored(id);
      expect(row.emailHash).toBe(hasher.emailHash(email));
      expect(row.emailHash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(row)).not.toContain(email);

      const found = await byEmail(email, key);
      expect(found.json().data.surveys.map((survey: { id: string }) => survey.id)).toEqual([id]);
      expect(JSON.stringify(found.json())).not.toContain(email);
      expect((await summary(email.toUpperCase(), key)).json().data).toMatchObject({ count: 1 });
      // The address alone, or with another browser's key, finds nothing.
      expect((await byEmail(email, newKey())).json().data.surveys).toEqual([]);

      // A signed-in respondent's results are kept with the account: no e-mail, no key.
      const account = await signedInRespondent(t.database.db);
      const signedIn = await submit(validSubmission({ email }), {
        authorization: `Bearer ${account}`,
      });
      expect(await stored(signedIn.json().data.id)).toMatchObject({
        emailHash: null,
        guestKeyHash: null,
      });

      const dump = await databaseDump(t.database);
      expect(dump).not.toContain(email);
      await setRespondentIdentity(t, 'anonymous');
    },
  );
});
