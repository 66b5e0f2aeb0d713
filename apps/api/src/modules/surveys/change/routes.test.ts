import { classCodeCheckSymbol, type ChangeAnalytics } from '@prca/core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client';
import { analyticsData, signedInAdminApp } from '../../../../test/support/admin-app';
import { BACKENDS } from '../../../../test/support/environment';
import { fixedId as id } from '../../../../test/support/fixed-ids';
import {
  expectJudgedBy,
  ownChange as changeOf,
  submitAs,
} from '../../../../test/support/own-change';
import { plantStudy, plantedProgramme } from '../../../../test/support/planted-pairs';
import { signedInRespondent } from '../../../../test/support/signed-in';
import { answersWithSubscores } from '../../../../test/support/stored-responses';
import { LEAST_APPREHENSIVE, PATTERNED_ANSWERS } from '../../../../test/support/submissions';

/*
 * Issue 32: a signed-in student sees their own change since the previous wave they answered,
 * judged against the measurement error the researchers' change figures keep for that wave
 * pair, and only their own; without a second wave, or without an account, nothing.
 */

const SCHOOL = id(1);
const [WAVE_1, WAVE_2, WAVE_3] = [id(11), id(12), id(13)];
const CLASS = { w1: id(21), w2: id(22), w2b: id(23), w3: id(24) };
/** Lan's two responses: 100, then 74 (−10, −3, 0 and −13 by context). */
const LAN = {
  first: answersWithSubscores([25, 25, 25, 25]),
  second: answersWithSubscores([15, 22, 25, 12]),
};
const codeOf = (digits: string) => digits + classCodeCheckSymbol(digits);
const CODE = { w1: codeOf('222222'), w2: codeOf('333333'), w3: codeOf('444444') };

/** Three waves made out of order (the third first): opening days order them. */
async function plantThreeWaves(db: Database) {
  // 120 classmates matched between waves 1 and 2 by their codes (R's "programme").
  await plantStudy(
    db,
    {
      schools: [{ id: SCHOOL, name: 'THPT Nguyễn Trãi' }],
      waves: [
        { id: WAVE_3, name: 'Đợt 3', opensOn: '2027-05-04' },
        { id: WAVE_2, name: 'Đợt 2', opensOn: '2027-01-11' },
        { id: WAVE_1, name: 'Đợt 1', opensOn: '2026-09-14' },
      ],
      classes: [
        { id: CLASS.w1, waveId: WAVE_1, name: '10A1', code: CODE.w1 },
        { id: CLASS.w2, waveId: WAVE_2, name: '10A1', code: CODE.w2 },
        { id: CLASS.w2b, waveId: WAVE_2, name: '10A2', code: codeOf('555555') },
        { id: CLASS.w3, waveId: WAVE_3, name: '11A1', code: CODE.w3 },
      ],
    },
    plantedProgramme({
      schoolId: SCHOOL,
      from: { wave: WAVE_1, classId: CLASS.w1 },
      to: { wave: WAVE_2, classId: CLASS.w2, otherClassId: CLASS.w2b },
    }),
  );
}

describe.each(BACKENDS)("a signed-in student's own change on the %s database", (backend) => {
  const admin = signedInAdminApp(backend, 'researcher');
  const tokens = { lan: '', minh: '' };

  const submit = (token: string, classCode: string, answers: readonly number[]) =>
    submitAs(admin.t, token, classCode, answers);
  const ownChange = (token: string) => changeOf(admin.t, token);
  const researchersFigures = (from: string, to: string): Promise<ChangeAnalytics> =>
    analyticsData(admin, `change?fromWave=${from}&toWave=${to}`);

  beforeAll(async () => {
    await plantThreeWaves(admin.t.database.db);
    tokens.lan = await signedInRespondent(admin.t.database.db, 'Lan');
    tokens.minh = await signedInRespondent(admin.t.database.db, 'Minh');
  });

  it('shows nothing before a second wave', async () => {
    expect(await ownChange(tokens.lan)).toBeNull();
    await submit(tokens.lan, CODE.w1, LAN.first);
    expect(await ownChange(tokens.lan)).toBeNull();
  });

  it('shows the change with the measurement error not known yet, before the researchers looked', async () => {
    await submit(tokens.lan, CODE.w2, LAN.second);
    const change = await ownChange(tokens.lan);
    expect(change).toMatchObject({
      from: { waveName: 'Đợt 1' },
      to: { waveName: 'Đợt 2' },
    });
    const scores: [string, number, number][] = [
      ['total', 100, 74],
      ['groupDiscussion', 25, 15],
      ['meetings', 25, 22],
      ['interpersonal', 25, 25],
      ['publicSpeaking', 25, 12],
    ];
    expect(change!.scores).toEqual(
      scores.map(([score, before, after]) => ({
        score,
        before,
        after,
        change: after - before,
        kind: after === before ? 'same' : 'lessErrorUnknown',
        reliableFrom: null,
      })),
    );
  });

  it("judges the change by the SEM of the researchers' change figures for the wave pair", async () => {
    const figures = await researchersFigures(WAVE_1, WAVE_2);
    // The planted classmates and Lan, linked by her account.
    expect(figures.pairs.total).toBe(121);
    const change = (await ownChange(tokens.lan))!;
    expectJudgedBy(change, figures);
    // SEMs near R's 4.8 (total) and 2.1–2.2 (contexts): a change counts from about 14 points
    // in the total and 6 or 7 in a context.
    expect(change.scores.map((score) => score.kind)).toEqual([
      'lessBeyondError',
      'lessBeyondError',
      'lessWithinError',
      'same',
      'lessBeyondError',
    ]);
  });

  it("never shows another student's responses", async () => {
    await submit(tokens.minh, CODE.w1, LEAST_APPREHENSIVE);
    await submit(tokens.minh, CODE.w2, PATTERNED_ANSWERS);
    // The SEM is the one kept when the researchers last looked, before Minh's pair: a
    // student's request never matches the waves again.
    const minh = (await ownChange(tokens.minh))!;
    expect(minh.scores[0]).toMatchObject({
      score: 'total',
      before: 24,
      after: 84,
      change: 60,
      kind: 'moreBeyondError',
    });
    const lan = (await ownChange(tokens.lan))!;
    expect(lan.scores[0]).toMatchObject({ before: 100, after: 74, change: -26 });
  });

  it('compares the latest two waves answered, with too few pairs giving no measurement error', async () => {
    await submit(tokens.lan, CODE.w3, LEAST_APPREHENSIVE);
    await submit(tokens.minh, CODE.w3, LEAST_APPREHENSIVE);
    const figures = await researchersFigures(WAVE_2, WAVE_3);
    // Two pairs give the researchers an SEM, which would tell Lan how far Minh's score is
    // from hers.
    expect(figures.scores[0]).toMatchObject({ n: 2, sem: expect.any(Number) });
    const change = (await ownChange(tokens.lan))!;
    expect(change).toMatchObject({ from: { waveName: 'Đợt 2' }, to: { waveName: 'Đợt 3' } });
    expect(change.scores[0]).toMatchObject({ before: 74, after: 24, change: -50 });
    // Below the minimum group size (5), so no error is given.
    expect(change.scores.every((score) => score.reliableFrom === null)).toBe(true);
    expect(change.scores[0]!.kind).toBe('lessErrorUnknown');
  });

  it('answers nobody without an account: a guest, an anonymous student, a stale session', async () => {
    for (const headers of [
      {},
      { 'x-guest-key': 'k'.repeat(43) },
      { authorization: 'Bearer not-a-session-token' },
    ]) {
      const response = await admin.t.app.inject({
        method: 'GET',
        url: '/api/surveys/change',
        headers,
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().success).toBe(false);
      expect(response.body).not.toMatch(/score|wave/i);
    }
  });
});
