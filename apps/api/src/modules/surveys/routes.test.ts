import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveyResponses, surveySessions } from '../../db/schema';
import { TEST_IDENTITY_SECRET } from '../../config';
import { createIdentityHasher } from '../../identity/hasher';
import { createTestApp, type TestApp } from '../../../test/support/app';
import { setRespondentIdentity } from '../../../test/support/identity-mode';
import { BACKENDS } from '../../../test/support/environment';
import {
  LEAST_APPREHENSIVE,
  MOST_APPREHENSIVE,
  PATTERNED_ANSWERS,
  VALID_DEMOGRAPHICS,
  responsesFrom,
  validSubmission,
} from '../../../test/support/submissions';

/** What the specification's scoring gives PATTERNED_ANSWERS. */
const PATTERNED_SCORES = {
  subscores: { groupDiscussion: 21, meetings: 24, interpersonal: 19, publicSpeaking: 20 },
  total: 84,
  interpretation: {
    overall: 'high',
    groupDiscussion: 'high',
    meetings: 'high',
    interpersonal: 'high',
    publicSpeaking: 'average',
  },
};

/** The same level for the total and every subscale, as a sheet of one answer throughout gives. */
const everywhere = (level: 'low' | 'average' | 'high') => ({
  overall: level,
  groupDiscussion: level,
  meetings: level,
  interpersonal: level,
  publicSpeaking: level,
});

describe.each(BACKENDS)('survey submission on the %s database', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  const submit = (body: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/surveys', payload: body as object, headers });
  const storedResponse = async (id: string) =>
    (await t.database.db.select().from(surveyResponses).where(eq(surveyResponses.id, id)))[0];
  const storedSession = async (id: string) =>
    (await t.database.db.select().from(surveySessions).where(eq(surveySessions.id, id)))[0];
  // The browser that submitted a response reads it back with its guest key.
  const GUEST_KEY = 'k'.repeat(43);
  const readBack = (id: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/surveys/${id}`,
      headers: { 'x-guest-key': GUEST_KEY },
    });
  const countRows = async () =>
    (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(surveyResponses))[0]!.n;

  it.each([
    { name: 'a patterned answer sheet', answers: PATTERNED_ANSWERS, ...PATTERNED_SCORES },
    {
      name: 'the most apprehensive answers',
      answers: MOST_APPREHENSIVE,
      subscores: { groupDiscussion: 30, meetings: 30, interpersonal: 30, publicSpeaking: 30 },
      total: 120,
      interpretation: everywhere('high'),
    },
    {
      name: 'the least apprehensive answers',
      answers: LEAST_APPREHENSIVE,
      subscores: { groupDiscussion: 6, meetings: 6, interpersonal: 6, publicSpeaking: 6 },
      total: 24,
      interpretation: everywhere('low'),
    },
    {
      name: 'all neutral answers',
      answers: Array(24).fill(3),
      subscores: { groupDiscussion: 18, meetings: 18, interpersonal: 18, publicSpeaking: 18 },
      total: 72,
      interpretation: everywhere('average'),
    },
  ])('scores $name as the specification does and stores it', async (example) => {
    const response = await submit(validSubmission({ responses: responsesFrom(example.answers) }));
    expect(response.statusCode).toBe(201);
    const { success, data } = response.json();
    expect(success).toBe(true);
    expect(data).toMatchObject({
      totalScore: example.total,
      averageScore: example.total / 4,
      subscores: example.subscores,
      interpretation: example.interpretation,
    });
    expect(Date.parse(data.timestamp)).not.toBeNaN();

    const row = await storedResponse(data.id);
    expect(row).toMatchObject({
      answers: example.answers,
      totalScore: example.total,
      ...example.subscores,
      grade: 'grade11',
      causes: ['fear_of_judgment', 'academic_pressure'],
    });
  });

  it('stores a retried submission once and answers it with the same result', async () => {
    const id = randomUUID();
    const before = await countRows();
    const first = await submit(validSubmission({ id }));
    const retry = await submit(validSubmission({ id }));
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(200);
    // The key the server made for a guest without one is given once: only its hash is kept.
    const { guestKey, ...result } = first.json().data;
    expect(guestKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(retry.json().data).toEqual(result);
    expect(first.json().data.id).toBe(id);
    expect(await countRows()).toBe(before + 1);
  });

  it('stores concurrent copies of one submission once', async () => {
    const id = randomUUID();
    const before = await countRows();
    const replies = await Promise.all(
      Array.from({ length: 8 }, () => submit(validSubmission({ id }))),
    );
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([
      200, 200, 200, 200, 200, 200, 200, 201,
    ]);
    expect(await countRows()).toBe(before + 1);
  });

  it('refuses to reuse an id for different answers and keeps the first', async () => {
    const id = randomUUID();
    await submit(validSubmission({ id, guestKey: GUEST_KEY }));
    const clash = await submit(
      validSubmission({ id, responses: responsesFrom(MOST_APPREHENSIVE), guestKey: GUEST_KEY }),
      { 'accept-language': 'vi' },
    );
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({
      success: false,
      message:
        'Mã bài trả lời này đã được dùng cho một bài trả lời khác. Vui lòng tải lại trang và nộp lại.',
    });
    const stored = await readBack(id);
    expect(stored.json().data.scores.totalScore).toBe(84);
  });

  it('keeps the hash of the trimmed, lower-cased e-mail, drops "other" text without "other", and never returns the e-mail', async () => {
    await setRespondentIdentity(t, 'email');
    const response = await submit(
      validSubmission({
        email: '  Student.Name@School.EDU.vn ',
        guestKey: GUEST_KEY,
        demographics: { ...VALID_DEMOGRAPHICS, causesOtherText: 'not asked for' },
      }),
    );
    const { id } = response.json().data;
    const row = await storedResponse(id);
    expect(row?.emailHash).toBe(
      createIdentityHasher(TEST_IDENTITY_SECRET).emailHash('student.name@school.edu.vn'),
    );
    expect(JSON.stringify(row)).not.toContain('school.edu.vn');
    expect(row?.causesOtherText).toBeNull();
    await setRespondentIdentity(t, 'anonymous');

    const stored = await readBack(id);
    expect(stored.statusCode).toBe(200);
    expect(JSON.stringify(stored.json())).not.toContain('school.edu.vn');
  });

  it('returns a stored response in the server form of the specification', async () => {
    const id = randomUUID();
    await submit(
      validSubmission({
        id,
        guestKey: GUEST_KEY,
        demographics: { ...VALID_DEMOGRAPHICS, causes: ['other'], causesOtherText: ' Sợ bị cười ' },
      }),
    );
    const response = await readBack(id);
    expect(response.json()).toEqual({
      success: true,
      data: {
        _id: id,
        id,
        timestamp: expect.any(String),
        demographics: { ...VALID_DEMOGRAPHICS, causes: ['other'], causesOtherText: 'Sợ bị cười' },
        responses: responsesFrom(PATTERNED_ANSWERS),
        scores: {
          totalScore: PATTERNED_SCORES.total,
          averageScore: 21,
          subscores: PATTERNED_SCORES.subscores,
        },
        interpretation: PATTERNED_SCORES.interpretation,
      },
    });
  });

  it('answers 404 for an unknown response and 400 for a malformed id', async () => {
    const unknown = await readBack(randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: 'No survey response has this id.' });
    const malformed = await t.app.inject({
      method: 'GET',
      url: "/api/surveys/1'%20OR%201=1",
      headers: { 'x-guest-key': GUEST_KEY },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('The id in the address is not valid.');
  });

  describe('survey sessions', () => {
    const startSession = async (body?: object) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/surveys/sessions',
        ...(body ? { payload: body } : {}),
      });
      expect(response.statusCode).toBe(201);
      return response.json().data as { id: string; startedAt: string; furthestQuestion: number };
    };
    const progress = (id: string, furthestQuestion: unknown) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/surveys/sessions/${id}`,
        payload: { furthestQuestion },
      });

    it('starts a session, keeps the furthest question reached, and completes it on submission', async () => {
      const session = await startSession();
      expect(session.furthestQuestion).toBe(0);
      expect((await progress(session.id, 5)).json().data.furthestQuestion).toBe(5);
      // A late report of an earlier question does not move progress back.
      expect((await progress(session.id, 3)).json().data.furthestQuestion).toBe(5);

      const submitted = await submit(validSubmission({ sessionId: session.id }));
      expect(submitted.statusCode).toBe(201);
      const stored = await storedSession(session.id);
      expect(stored?.furthestQuestion).toBe(24);
      expect(stored?.completedAt).toBeInstanceOf(Date);
      const response = await storedResponse(submitted.json().data.id);
      expect(response?.startedAt?.toISOString()).toBe(session.startedAt);
      expect(response?.sessionId).toBe(session.id);
    });

    it('counts a start sent twice with the same id once', async () => {
      const id = randomUUID();
      const first = await startSession({ id });
      const again = await startSession({ id });
      expect(again).toEqual(first);
    });

    it('accepts a submission whose session started offline, keeping its start time', async () => {
      const sessionId = randomUUID();
      const startedAt = new Date(Date.now() - 12 * 60 * 1000).toISOString();
      const submitted = await submit(validSubmission({ sessionId, startedAt }));
      expect(submitted.statusCode).toBe(201);
      const stored = await storedSession(sessionId);
      expect(stored?.startedAt.toISOString()).toBe(startedAt);
      expect(stored?.completedAt).toBeInstanceOf(Date);
    });

    it('rejects progress outside 0-24 and progress on an unknown session', async () => {
      const session = await startSession();
      for (const bad of [25, -1, 2.5, '7', null]) {
        const response = await progress(session.id, bad);
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe(
          'The furthest question reached must be a whole number from 0 to 24.',
        );
      }
      const unknown = await progress(randomUUID(), 4);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe(
        'This survey session does not exist. Please start the survey again.',
      );
    });
  });
});
