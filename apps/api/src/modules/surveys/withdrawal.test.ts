import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { KEPT_FIGURE_TABS, analyticsData, signedInAdminApp } from '../../../test/support/admin-app';
import { BACKENDS } from '../../../test/support/environment';
import { signedInRespondent } from '../../../test/support/signed-in';
import {
  LEAST_APPREHENSIVE,
  MOST_APPREHENSIVE,
  PATTERNED_ANSWERS,
  responsesFrom,
  submissionWithOther,
  validSubmission,
} from '../../../test/support/submissions';
import { auditLog, surveySessions } from '../../db/schema';
import { foldKeptFigures } from '../../kept';

/*
 * Issue 27: a student withdraws their own response (DELETE /api/surveys/{id}, with the guest
 * key or their account). It leaves every figure at once, kept running totals included, and the
 * audit log records that a response was withdrawn, by a respondent, without its content.
 */
describe.each(BACKENDS)('withdrawing a response, on the %s database', (backend) => {
  const admin = signedInAdminApp(backend, 'superadmin');
  const submit = async (body: object, headers: Record<string, string> = {}) => {
    const reply = await admin.t.app.inject({
      method: 'POST',
      url: '/api/surveys',
      headers,
      payload: body,
    });
    expect(reply.statusCode, reply.body).toBe(201);
    return reply.json().data as { id: string; guestKey?: string };
  };
  const withdraw = (id: string, headers: Record<string, string>) =>
    admin.t.app.inject({ method: 'DELETE', url: `/api/surveys/${id}`, headers });
  const figures = async () =>
    Object.fromEntries(
      await Promise.all(
        KEPT_FIGURE_TABS.map(async (path) => [path, await analyticsData(admin, path)]),
      ),
    );
  /** What the hourly jobs do: the kept totals then hold every response stored so far. */
  const foldEverything = async () => {
    await foldKeptFigures(admin.t.database.db);
  };
  const withdrawals = (id: string) =>
    admin.t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'survey.withdraw'), eq(auditLog.target, id)));

  it('leaves every figure, kept ones included, exactly as without the response', async () => {
    await submit(submissionWithOther('Em sợ bị các bạn cười khi nói sai.', PATTERNED_ANSWERS));
    await submit(
      submissionWithOther('Ngại nói trước lớp vì sợ sai.', MOST_APPREHENSIVE, 'grade10'),
    );
    await submit(validSubmission({ responses: responsesFrom(LEAST_APPREHENSIVE) }));
    await foldEverything();
    const without = await figures();

    const mine = await submit(
      submissionWithOther('Bố mẹ hay so sánh em với anh chị.', MOST_APPREHENSIVE, 'grade12'),
    );
    await foldEverything();
    const withMine = await figures();
    for (const path of KEPT_FIGURE_TABS) expect(withMine[path], path).not.toEqual(without[path]);

    const withdrawn = await withdraw(mine.id, { 'x-guest-key': mine.guestKey! });
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json()).toEqual({ success: true, data: { id: mine.id } });
    expect(await figures()).toEqual(without);
    // And once the hourly jobs have run too.
    await foldEverything();
    expect(await figures()).toEqual(without);
  });

  it('takes its survey session out of the engagement figures too', async () => {
    const engagement = () => analyticsData(admin, 'engagement');
    const before = (await engagement()).completionRates;
    const session = await admin.t.app.inject({ method: 'POST', url: '/api/surveys/sessions' });
    const sessionId = session.json().data.id as string;
    const mine = await submit(validSubmission({ sessionId }));
    expect((await engagement()).completionRates).toMatchObject({
      started: before.started + 1,
      completed: before.completed + 1,
    });

    expect((await withdraw(mine.id, { 'x-guest-key': mine.guestKey! })).statusCode).toBe(200);
    expect((await engagement()).completionRates).toEqual(before);
    const sessions = await admin.t.database.db
      .select()
      .from(surveySessions)
      .where(eq(surveySessions.id, sessionId));
    expect(sessions).toEqual([]);
  });

  it('records the withdrawal with the respondent as the actor and nothing of the response', async () => {
    const guest = await submit(submissionWithOther('Sợ bị chê.', PATTERNED_ANSWERS));
    expect((await withdraw(guest.id, { 'x-guest-key': guest.guestKey! })).statusCode).toBe(200);
    expect(await withdrawals(guest.id)).toEqual([
      {
        id: expect.any(String),
        actorKind: 'respondent',
        adminId: null,
        actorName: null,
        action: 'survey.withdraw',
        target: guest.id,
        details: null,
        createdAt: expect.any(Date),
        seq: expect.any(Number),
      },
    ]);

    const token = await signedInRespondent(admin.t.database.db);
    const bearer = { authorization: `Bearer ${token}` };
    const account = await submit(validSubmission(), bearer);
    expect((await withdraw(account.id, bearer)).statusCode).toBe(200);
    expect(await withdrawals(account.id)).toMatchObject([
      { actorKind: 'respondent', adminId: null, target: account.id, details: null },
    ]);
  });

  it('withdraws nothing, and records nothing, for someone else’s key', async () => {
    const kept = await submit(validSubmission());
    const stranger = await submit(validSubmission());
    const refused = await withdraw(kept.id, { 'x-guest-key': stranger.guestKey! });
    expect(refused.statusCode).toBe(404);
    expect(await withdrawals(kept.id)).toEqual([]);
    const read = await admin.t.app.inject({
      method: 'GET',
      url: `/api/surveys/${kept.id}`,
      headers: { 'x-guest-key': kept.guestKey! },
    });
    expect(read.statusCode).toBe(200);
  });
});
