import { LINK_QUESTIONS } from '@prca/core';
import { eq } from 'drizzle-orm';
import { createHash, createHmac, randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { signedInAdminApp } from '../../../test/support/admin-app';
import { BACKENDS } from '../../../test/support/environment';
import { signedInRespondent } from '../../../test/support/signed-in';
import { storedResponse } from '../../../test/support/stored-responses';
import { validSubmission } from '../../../test/support/submissions';
import { TEST_IDENTITY_SECRET } from '../../config';
import { responseLinkCodes } from '../../db/schema';

/*
 * Issue 32, linking waves: while `linkWaves` is on the public settings list the linking
 * questions, a submission must answer them, and only each answer's keyed hash is kept.
 */
const ANSWERS = { motherInitial: 'Đ', ownInitial: 'a', birthDay: 17, olderSiblings: 2 };

describe.each(BACKENDS)('linking questions, on the %s database', (backend) => {
  const admin = signedInAdminApp(backend, 'superadmin');
  const inject = (options: InjectOptions) => admin.t.app.inject(options);
  const submit = (body: Record<string, unknown>, language = 'en', token?: string) =>
    inject({
      method: 'POST',
      url: '/api/surveys',
      headers: {
        'accept-language': language,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      payload: validSubmission(body),
    });
  const setLinking = (linkWaves: boolean) =>
    inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { linkWaves },
    });
  const publicSettings = async () =>
    (await inject({ method: 'GET', url: '/api/settings/public' })).json().data;
  const codesOf = (id: string) =>
    admin.t.database.db
      .select()
      .from(responseLinkCodes)
      .where(eq(responseLinkCodes.responseId, id));

  it('is off by default: no questions listed, answers sent anyway are not kept', async () => {
    const settings = await publicSettings();
    expect(settings).toMatchObject({ linkWaves: false, linkQuestions: [] });
    const submitted = await submit({ link: ANSWERS });
    expect(submitted.statusCode).toBe(201);
    expect(await codesOf(submitted.json().data.id)).toEqual([]);
    // Without linking, a submission needs none.
    expect((await submit({})).statusCode).toBe(201);
  });

  it('turned on makes a new consent version whose sheet explains the codes', async () => {
    const before = (await publicSettings()).consent;
    const saved = await setLinking(true);
    expect(saved.statusCode).toBe(200);
    const after = await publicSettings();
    expect(after.consent.version).toBe(before.version + 1);
    expect(after.consent.text.vi).toContain('# Ghép bài trả lời qua các đợt khảo sát');
    expect(after.consent.text.en).toContain('# Linking your answers across survey waves');
    expect(before.text.en).not.toContain('Linking your answers');
    expect(after.linkWaves).toBe(true);
    expect(after.linkQuestions).toEqual(LINK_QUESTIONS);
    // Saving it on again changes nothing.
    await setLinking(true);
    expect((await publicSettings()).consent.version).toBe(after.consent.version);
  });

  it('refuses a submission without answers, in the reader’s language, and stores nothing', async () => {
    const { version } = (await publicSettings()).consent;
    const id = randomUUID();
    const missing = await submit({ id, consentVersion: version }, 'vi');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ field: 'link' });
    expect(missing.json().message).toContain('câu hỏi ghép bài');
    expect((await submit({ id })).statusCode).toBe(400);
    expect(await storedResponse(admin.t.database.db, id)).toBeUndefined();
  });

  it.each([
    [{ ...ANSWERS, motherInitial: 'Lan' }, 'link.motherInitial', 'tên của mẹ bạn'],
    [{ ...ANSWERS, ownInitial: '7' }, 'link.ownInitial', 'tên của bạn'],
    [{ ...ANSWERS, birthDay: 32 }, 'link.birthDay', 'từ 1 đến 31'],
    [{ ...ANSWERS, olderSiblings: 1.5 }, 'link.olderSiblings', 'từ 0 đến 9'],
    [{ motherInitial: 'L', ownInitial: 'A', birthDay: 3 }, 'link.olderSiblings', 'anh chị'],
  ])('refuses the bad answers %j with a message naming the question', async (link, field, text) => {
    const id = randomUUID();
    const refused = await submit({ id, link }, 'vi');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ success: false, field });
    expect(refused.json().message).toContain(text);
    const english = await submit({ id, link }, 'en');
    expect(english.statusCode).toBe(400);
    expect(english.json().message).toMatch(/^Please type/);
    expect(await storedResponse(admin.t.database.db, id)).toBeUndefined();
  });

  it('refuses a question it does not know', async () => {
    const refused = await submit({ link: { ...ANSWERS, fatherInitial: 'B' } });
    expect(refused.statusCode).toBe(400);
  });

  it('keeps only a keyed hash of each answer, never the answer', async () => {
    const submitted = await submit({ link: ANSWERS });
    expect(submitted.statusCode).toBe(201);
    const id = submitted.json().data.id;
    const codes = await codesOf(id);
    expect(codes.map((code) => code.question).sort()).toEqual(
      LINK_QUESTIONS.map((question) => question.key).sort(),
    );
    const elements = { motherInitial: 'D', ownInitial: 'A', birthDay: '17', olderSiblings: '2' };
    for (const code of codes) {
      const element = elements[code.question as keyof typeof elements];
      expect(code.hash).toMatch(/^[0-9a-f]{64}$/);
      // HMAC-SHA-256 under the identity secret, with the question in the input…
      expect(code.hash).toBe(
        createHmac('sha256', TEST_IDENTITY_SECRET)
          .update(`link:${code.question}:${element}`)
          .digest('hex'),
      );
      // …so that no unkeyed hash of a guessed answer finds it.
      expect(code.hash).not.toBe(createHash('sha256').update(element).digest('hex'));
    }
    // The response itself holds nothing of the answers.
    const row = await storedResponse(admin.t.database.db, id);
    const texts = Object.values(row ?? {}).map((value) => JSON.stringify(value));
    for (const answer of ['"Đ"', '"D"', '"a"', '"A"', '17']) {
      expect(texts.filter((text) => text === answer)).toEqual([]);
    }
  });

  it('gives the same answers, however typed, the same hashes; another answer another', async () => {
    const first = await submit({ link: ANSWERS });
    const again = await submit({
      link: { motherInitial: 'd', ownInitial: 'Ă', birthDay: 17, olderSiblings: 2 },
    });
    const other = await submit({ link: { ...ANSWERS, birthDay: 18 } });
    const hashes = async (response: typeof first) =>
      Object.fromEntries(
        (await codesOf(response.json().data.id)).map((code) => [code.question, code.hash]),
      );
    const [a, b, c] = await Promise.all([hashes(first), hashes(again), hashes(other)]);
    expect(b).toEqual(a);
    // One element differs, the others still match: a one-element difference can be matched.
    expect(c.birthDay).not.toBe(a.birthDay);
    expect({ ...c, birthDay: a.birthDay }).toEqual(a);
  });

  it('asks a signed-in student too, and keeps their account beside the codes', async () => {
    const token = await signedInRespondent(admin.t.database.db);
    expect((await submit({}, 'en', token)).statusCode).toBe(400);
    const submitted = await submit({ link: ANSWERS }, 'en', token);
    expect(submitted.statusCode).toBe(201);
    const id = submitted.json().data.id;
    expect((await storedResponse(admin.t.database.db, id))?.userId).toEqual(expect.any(String));
    expect(await codesOf(id)).toHaveLength(LINK_QUESTIONS.length);
  });

  it('takes without answers a submission assented under a sheet from before linking', async () => {
    // Version 1 (or the first one) was shown before linking was turned on.
    const submitted = await submit({ consentVersion: 1 });
    expect(submitted.statusCode).toBe(201);
    expect(await codesOf(submitted.json().data.id)).toEqual([]);
  });

  it('removes the codes with a withdrawn response', async () => {
    const submitted = await submit({ link: ANSWERS });
    const { id, guestKey } = submitted.json().data;
    const withdrawn = await inject({
      method: 'DELETE',
      url: `/api/surveys/${id}`,
      headers: { 'x-guest-key': guestKey },
    });
    expect(withdrawn.statusCode).toBe(200);
    expect(await codesOf(id)).toEqual([]);
  });

  it('turned off makes another version, lists no questions and asks no answers', async () => {
    const before = (await publicSettings()).consent.version;
    await setLinking(false);
    const after = await publicSettings();
    expect(after).toMatchObject({ linkWaves: false, linkQuestions: [] });
    expect(after.consent.version).toBe(before + 1);
    expect(after.consent.text.en).not.toContain('Linking your answers');
    expect((await submit({ consentVersion: after.consent.version })).statusCode).toBe(201);
  });
});

describe.each(BACKENDS)('who may turn linking on, on the %s database', (backend) => {
  const researcher = signedInAdminApp(backend, 'researcher');
  it('is a superadmin only: the sheet changes with it', async () => {
    const refused = await researcher.t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: { authorization: `Bearer ${researcher.token}` },
      payload: { linkWaves: true },
    });
    expect(refused.statusCode).toBe(403);
  });
});
