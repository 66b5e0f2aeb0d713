import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, surveyResponses, users } from '../db/schema';
import { createTestApp, type TestApp } from '../../test/support/app';
import { BACKENDS } from '../../test/support/environment';
import { validSubmission } from '../../test/support/submissions';
import { setRespondentIdentity } from '../../test/support/identity-mode';
import { createSettingsRepository } from '../modules/settings/repository';
import { anonymiseExpiredGuestResults, deleteExpiredSignIns } from './guest-retention';

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(BACKENDS)('guest result retention on the %s database', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
    // A new installation is anonymous and keeps no e-mail hash: these results must have one.
    await setRespondentIdentity(t, 'email');
  });
  afterAll(() => t.close());

  /** A guest submission made `daysAgo` days ago. */
  async function guestResult(daysAgo: number): Promise<string> {
    const key = randomBytes(32).toString('base64url');
    const email = `r-${randomUUID()}@example.com`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/surveys',
      payload: validSubmission({ email, guestKey: key }),
    });
    const { id } = response.json().data;
    await t.database.db
      .update(surveyResponses)
      .set({ createdAt: new Date(Date.now() - daysAgo * DAY_MS) })
      .where(eq(surveyResponses.id, id));
    return id;
  }
  const row = async (id: string) =>
    (await t.database.db.select().from(surveyResponses).where(eq(surveyResponses.id, id)))[0]!;

  it('removes the e-mail hash and key of guest results older than 30 days and keeps the answers', async () => {
    const old = await guestResult(31);
    const recent = await guestResult(29);
    const [user] = await t.database.db
      .insert(users)
      .values({ issuer: 'https://issuer.test', subject: randomUUID() })
      .returning();
    const signedIn = await guestResult(90);
    await t.database.db
      .update(surveyResponses)
      .set({ userId: user!.id })
      .where(eq(surveyResponses.id, signedIn));
    const signedInBefore = await row(signedIn);

    expect(await anonymiseExpiredGuestResults(t.database.db)).toBeGreaterThanOrEqual(1);

    expect(await row(old)).toMatchObject({ emailHash: null, guestKeyHash: null, totalScore: 84 });
    expect((await row(old)).answers).toHaveLength(24);
    expect((await row(recent)).emailHash).toMatch(/^[0-9a-f]{64}$/);
    expect((await row(recent)).guestKeyHash).not.toBeNull();
    // A signed-in respondent's results stay with the account, whatever their age.
    expect(await row(signedIn)).toEqual(signedInBefore);
    expect(await anonymiseExpiredGuestResults(t.database.db)).toBe(0);
  });

  it('also forgets the guest key the server gave an anonymous guest', async () => {
    await setRespondentIdentity(t, 'anonymous');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/surveys',
      payload: validSubmission(),
    });
    const { id, guestKey } = response.json().data;
    expect(guestKey).toBeDefined();
    await t.database.db
      .update(surveyResponses)
      .set({ createdAt: new Date(Date.now() - 31 * DAY_MS) })
      .where(eq(surveyResponses.id, id));
    await anonymiseExpiredGuestResults(t.database.db);
    expect(await row(id)).toMatchObject({ emailHash: null, guestKeyHash: null });
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/surveys/${id}`,
      headers: { 'x-guest-key': guestKey },
    });
    expect(read.statusCode).toBe(404);
    await setRespondentIdentity(t, 'email');
  });

  it('follows the retention period set by an administrator', async () => {
    const settings = createSettingsRepository(t.database.db);
    expect(await settings.get('guestRetentionDays')).toBe(30);
    const eightDaysOld = await guestResult(8);
    await settings.set('guestRetentionDays', 7);
    await anonymiseExpiredGuestResults(t.database.db);
    expect((await row(eightDaysOld)).emailHash).toBeNull();
    await settings.set('guestRetentionDays', 30);
  });

  it('deletes expired sessions and keeps live ones', async () => {
    const [user] = await t.database.db
      .insert(users)
      .values({ issuer: 'https://issuer.test', subject: randomUUID() })
      .returning();
    const session = (hoursFromNow: number) => ({
      tokenHash: randomBytes(32).toString('hex'),
      kind: 'user',
      userId: user!.id,
      expiresAt: new Date(Date.now() + hoursFromNow * 60 * 60 * 1000),
    });
    const [expired, live] = await t.database.db
      .insert(sessions)
      .values([session(-1), session(1)])
      .returning();
    await deleteExpiredSignIns(t.database.db);
    const left = await t.database.db.select().from(sessions).where(eq(sessions.userId, user!.id));
    expect(left.map((row) => row.id)).toEqual([live!.id]);
    expect(left.map((row) => row.id)).not.toContain(expired!.id);
  });
});
