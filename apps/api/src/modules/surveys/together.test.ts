import { randomUUID } from 'node:crypto';
import { asc, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  KEPT_FIGURE_TABS,
  analyticsData,
  signedInAdminApp,
  type SignedInAdmin,
} from '../../../test/support/admin-app';
import { BACKENDS } from '../../../test/support/environment';
import {
  LEAST_APPREHENSIVE,
  MOST_APPREHENSIVE,
  PATTERNED_ANSWERS,
  responsesFrom,
  submissionWithOther,
  validSubmission,
} from '../../../test/support/submissions';
import { surveyResponses, surveySessions } from '../../db/schema';
import { foldKeptFigures } from '../../kept';

/*
 * Issue 33: submissions that arrive at the same moment are stored together, a few statements
 * for all of them (store-responses.ts). Whatever arrives together, every student gets the reply
 * and the stored response that they would have got alone, and every figure, kept running totals
 * included, is the one the same submissions give one by one.
 */

const SHEETS = [PATTERNED_ANSWERS, MOST_APPREHENSIVE, LEAST_APPREHENSIVE];
const KEY = 'g'.repeat(43);
const MINUTES_AGO = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** The same submissions for both apps: ids, sessions and start times fixed in advance. */
function planSubmissions() {
  const earlier = { id: randomUUID(), guestKey: KEY, ...validSubmission() };
  const startedSessions = Array.from({ length: 4 }, () => randomUUID());
  const copy = { id: randomUUID(), ...validSubmission({ responses: responsesFrom(SHEETS[1]!) }) };
  const together: object[] = [
    ...Array.from({ length: 10 }, (_, n) => ({
      id: randomUUID(),
      ...validSubmission({ responses: responsesFrom(SHEETS[n % 3]!) }),
    })),
    // One text: the examples shown are the newest, and these arrive in no set order.
    ...Array.from({ length: 4 }, (_, n) => ({
      id: randomUUID(),
      ...submissionWithOther('Em ngại nói trước lớp vì sợ các bạn cười.', SHEETS[n % 3]!),
    })),
    // Surveys started offline: sessions the server hears of with their response.
    ...Array.from({ length: 6 }, (_, n) => ({
      id: randomUUID(),
      sessionId: randomUUID(),
      startedAt: MINUTES_AGO(10 + n),
      ...validSubmission({ responses: responsesFrom(SHEETS[n % 3]!) }),
    })),
    // Surveys whose sessions the server saw begin.
    ...startedSessions.map((sessionId, n) => ({
      id: randomUUID(),
      sessionId,
      ...validSubmission({ responses: responsesFrom(SHEETS[n % 3]!) }),
    })),
    // The same browser's answers again: flagged as a duplicate of the earlier response.
    { id: randomUUID(), guestKey: KEY, ...validSubmission() },
    // A retry of the earlier response, and two copies of one new submission.
    earlier,
    copy,
    copy,
  ];
  return { earlier, startedSessions, together };
}

type Plan = ReturnType<typeof planSubmissions>;

/** What depends on the moment a response was stored, not on what was stored. */
const TIMES = new Set(['createdAt', 'formattedDate', 'avgCompletionTime']);

/**
 * A figure without the times of its responses (the texts' list shows each text's, the overview
 * the mean time taken): the same submissions stored a few milliseconds apart differ in nothing
 * else. Listed responses in the
 * order of their ids, since those that arrive together arrive in no set order.
 */
function timeless(value: unknown): unknown {
  if (Array.isArray(value)) {
    const items = value.map(timeless);
    const byId = items.every((item) => typeof (item as { id?: unknown })?.id === 'string');
    return byId
      ? items.sort((a, b) =>
          String((a as { id: string }).id).localeCompare((b as { id: string }).id),
        )
      : items;
  }
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !TIMES.has(key))
      .map(([key, item]) => [key, timeless(item)]),
  );
}

describe.each(BACKENDS)('submissions that arrive together, on the %s database', (backend) => {
  const together = signedInAdminApp(backend, 'superadmin');
  const oneByOne = signedInAdminApp(backend, 'superadmin');

  const post = (admin: SignedInAdmin, url: string, payload: object) =>
    admin.t.app.inject({ method: 'POST', url, payload });

  /** What comes before: the earlier response, and the sessions begun 20 minutes ago. */
  async function prepare(admin: SignedInAdmin, plan: Plan) {
    expect((await post(admin, '/api/surveys', plan.earlier)).statusCode).toBe(201);
    for (const id of plan.startedSessions) {
      const started = await post(admin, '/api/surveys/sessions', { id });
      expect(started.statusCode).toBe(201);
    }
  }

  /** Each stored response as an admin would compare them, creation time left out. */
  async function storedRows(admin: SignedInAdmin, ids: readonly string[]) {
    const rows = await admin.t.database.db
      .select()
      .from(surveyResponses)
      .where(inArray(surveyResponses.id, [...ids]))
      .orderBy(asc(surveyResponses.id));
    // A guest without a key gets a new random one: only whether there is one can be compared.
    return rows.map(
      ({ createdAt, startedAt, completionSeconds, completionTime, guestKeyHash, ...row }) => ({
        ...row,
        keyed: guestKeyHash !== null,
        timed: completionSeconds !== null,
        started: startedAt !== null,
        afterStart: createdAt >= (startedAt ?? createdAt),
      }),
    );
  }

  async function sessionsOf(admin: SignedInAdmin, ids: readonly string[]) {
    const rows = await admin.t.database.db
      .select()
      .from(surveySessions)
      .where(inArray(surveySessions.id, [...ids]))
      .orderBy(asc(surveySessions.id));
    return rows.map((row) => ({
      id: row.id,
      furthestQuestion: row.furthestQuestion,
      completed: row.completedAt !== null,
    }));
  }

  async function figures(admin: SignedInAdmin) {
    await foldKeptFigures(admin.t.database.db);
    return Object.fromEntries(
      await Promise.all(
        KEPT_FIGURE_TABS.map(async (path) => [path, timeless(await analyticsData(admin, path))]),
      ),
    );
  }

  /** The replies' statuses and results, without their times and new guest keys (random). */
  const replyOf = (reply: { statusCode: number; json: () => { data?: object } }) => {
    const { guestKey, timestamp, ...data } = (reply.json().data ?? {}) as {
      guestKey?: string;
      timestamp?: string;
    };
    return { status: reply.statusCode, data, gotKey: guestKey !== undefined, at: typeof timestamp };
  };

  it('gives every student the reply, the row and the figures they would have got alone', async () => {
    const plan = planSubmissions();
    await prepare(together, plan);
    await prepare(oneByOne, plan);

    const atOnce = await Promise.all(
      plan.together.map((body) => post(together, '/api/surveys', body)),
    );
    const inTurn = [];
    for (const body of plan.together) inTurn.push(await post(oneByOne, '/api/surveys', body));

    // The two copies of one submission: one stored (201), one answered as its retry (200),
    // whichever came first.
    const sortCopies = (replies: ReturnType<typeof replyOf>[]) => [
      ...replies.slice(0, -2),
      ...replies.slice(-2).sort((a, b) => a.status - b.status),
    ];
    expect(sortCopies(atOnce.map(replyOf))).toEqual(sortCopies(inTurn.map(replyOf)));
    expect(atOnce.map((reply) => reply.statusCode).filter((status) => status === 201)).toHaveLength(
      plan.together.length - 2,
    );

    const ids = plan.together.map((body) => (body as { id: string }).id);
    const stored = await storedRows(together, ids);
    expect(stored).toHaveLength(new Set(ids).size);
    expect(stored).toEqual(await storedRows(oneByOne, ids));
    expect(stored.filter((row) => row.flagDuplicate)).toHaveLength(1);

    const sessionIds = plan.together.flatMap((body) =>
      'sessionId' in body ? [body.sessionId as string] : [],
    );
    const sessions = await sessionsOf(together, sessionIds);
    expect(sessions).toHaveLength(10);
    expect(sessions.every((session) => session.completed && session.furthestQuestion === 24)).toBe(
      true,
    );
    expect(sessions).toEqual(await sessionsOf(oneByOne, sessionIds));

    expect(await figures(together)).toEqual(await figures(oneByOne));
  });

  it('refuses an id taken by other answers, and stores everything that came with it', async () => {
    const plan = planSubmissions();
    await prepare(together, plan);
    const conflicting = {
      ...plan.earlier,
      responses: responsesFrom(MOST_APPREHENSIVE),
    };
    const [before] = await storedRows(together, [plan.earlier.id]);
    const others = plan.together.slice(0, 12);
    const replies = await Promise.all(
      [...others, conflicting].map((body) => post(together, '/api/surveys', body)),
    );
    expect(replies.map((reply) => reply.statusCode)).toEqual([...others.map(() => 201), 409]);
    expect(replies.at(-1)!.json().success).toBe(false);
    const ids = others.map((body) => (body as { id: string }).id);
    expect(await storedRows(together, ids)).toHaveLength(others.length);
    // The earlier response keeps its answers.
    expect(await storedRows(together, [plan.earlier.id])).toEqual([before]);
  });
});
