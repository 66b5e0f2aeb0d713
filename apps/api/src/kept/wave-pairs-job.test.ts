import { classCodeCheckSymbol, type ChangeAnalytics } from '@prca/core';
import { describe, expect, it } from 'vitest';
import { analyticsData, putSettings, signedInAdminApp } from '../../test/support/admin-app';
import { BACKENDS } from '../../test/support/environment';
import { fixedId as id } from '../../test/support/fixed-ids';
import { expectJudgedBy, ownChange, submitAs } from '../../test/support/own-change';
import { plantStudy, plantedProgramme } from '../../test/support/planted-pairs';
import { signedInRespondent } from '../../test/support/signed-in';
import { answersWithSubscores } from '../../test/support/stored-responses';
import { LEAST_APPREHENSIVE, MOST_APPREHENSIVE } from '../../test/support/submissions';
import { waveMatchings } from '../db/schema';
import { startWavePairsRefresh } from './wave-pairs-job';

/*
 * Issue 32: while the study links its waves, the hourly job keeps the change figures of each two
 * consecutive waves, so that a signed-in student's own change is judged against the study's
 * measurement error without a researcher opening the Change view, and against the current one
 * once either wave gains a response; a round that finds nothing new matches nothing again.
 */

const SCHOOL = id(1);
const [WAVE_1, WAVE_2] = [id(11), id(12)];
const CLASS = { w1: id(21), w2: id(22), w2b: id(23) };
const codeOf = (digits: string) => digits + classCodeCheckSymbol(digits);
const CODE = { w1: codeOf('222222'), w2: codeOf('333333') };
/** 98 of R's programme's students, planted with their codes: with Lan, 99 pairs. */
const PLANTED_PAIRS = 98;
const LAN = {
  link: { motherInitial: 'H', ownInitial: 'L', birthDay: 3, olderSiblings: 1 },
  first: answersWithSubscores([25, 25, 25, 25]),
  second: answersWithSubscores([15, 22, 25, 12]),
};
const MINH = {
  link: { motherInitial: 'T', ownInitial: 'M', birthDay: 21, olderSiblings: 0 },
  first: LEAST_APPREHENSIVE,
  second: MOST_APPREHENSIVE,
};

describe.each(BACKENDS)("the wave pairs' change figures kept on the %s database", (backend) => {
  const admin = signedInAdminApp(backend, 'superadmin');
  const tokens = { lan: '', minh: '' };
  const db = () => admin.t.database.db;

  const submit = (token: string, classCode: string, answers: readonly number[], link: object) =>
    submitAs(admin.t, token, classCode, answers, link);
  const changeOf = async (token: string) => (await ownChange(admin.t, token))!;
  const kinds = async (token: string) => (await changeOf(token)).scores.map((s) => s.kind);
  const errorUnknown = (kind: string) => kind.endsWith('ErrorUnknown');
  /** The kept matchings: when each pair was matched, and whether its figures are kept. */
  const keptMatchings = async () =>
    (await db().select().from(waveMatchings)).map((row) => ({
      pair: `${row.fromWaveId}→${row.toWaveId}`,
      matchedAt: row.matchedAt.getTime(),
      fingerprint: row.fingerprint,
      figuresKept: row.figures !== null,
    }));
  const round = () => admin.t.app.jobs.wavePairs.run();

  /** Lan's change judged against the SEM of the researchers' figures, as they read them now. */
  async function expectJudgedAsResearchersRead(pairs: number) {
    const change = await changeOf(tokens.lan);
    const kept = await keptMatchings();
    const figures: ChangeAnalytics = await analyticsData(
      admin,
      `change?fromWave=${WAVE_1}&toWave=${WAVE_2}`,
    );
    expect(figures.pairs.total).toBe(pairs);
    // The researchers' read found the job's matching and figures current.
    expect(await keptMatchings()).toEqual(kept);
    expectJudgedBy(change, figures);
  }

  it('does nothing while the study does not link its waves', async () => {
    await plantStudy(
      db(),
      {
        schools: [{ id: SCHOOL, name: 'THPT Chu Văn An' }],
        waves: [
          { id: WAVE_2, name: 'Đợt 2', opensOn: '2027-01-11' },
          { id: WAVE_1, name: 'Đợt 1', opensOn: '2026-09-14' },
        ],
        classes: [
          { id: CLASS.w1, waveId: WAVE_1, name: '10A1', code: CODE.w1 },
          { id: CLASS.w2, waveId: WAVE_2, name: '11A1', code: CODE.w2 },
          { id: CLASS.w2b, waveId: WAVE_2, name: '11A2', code: codeOf('555555') },
        ],
      },
      plantedProgramme({
        schoolId: SCHOOL,
        from: { wave: WAVE_1, classId: CLASS.w1 },
        to: { wave: WAVE_2, classId: CLASS.w2, otherClassId: CLASS.w2b },
      }).slice(0, 2 * PLANTED_PAIRS),
    );
    tokens.lan = await signedInRespondent(db(), 'Lan');
    tokens.minh = await signedInRespondent(db(), 'Minh');

    expect(await round()).toEqual({ pairs: 0, refreshed: 0 });
    expect(await keptMatchings()).toEqual([]);
  });

  it("once it links them, a round keeps the figures a student's change is judged by", async () => {
    await putSettings(admin, { linkWaves: true });
    await submit(tokens.lan, CODE.w1, LAN.first, LAN.link);
    await submit(tokens.lan, CODE.w2, LAN.second, LAN.link);
    // Her request computes nothing: before a round, the error is not known.
    expect((await kinds(tokens.lan)).every((kind) => kind === 'same' || errorUnknown(kind))).toBe(
      true,
    );
    expect(await keptMatchings()).toEqual([]);

    expect(await round()).toEqual({ pairs: 1, refreshed: 1 });
    expect(await keptMatchings()).toMatchObject([
      { pair: `${WAVE_1}→${WAVE_2}`, figuresKept: true },
    ]);
    expect((await kinds(tokens.lan)).some(errorUnknown)).toBe(false);
    await expectJudgedAsResearchersRead(PLANTED_PAIRS + 1);
  });

  it('a round that finds nothing new matches nothing again, and rounds never overlap', async () => {
    const kept = await keptMatchings();
    const [first, second] = [round(), round()];
    expect(second).toBe(first);
    expect(await first).toEqual({ pairs: 1, refreshed: 0 });
    expect(await keptMatchings()).toEqual(kept);
  });

  it('a new response in the earlier wave is matched in by the next round', async () => {
    // From now on the error needs 100 pairs: Lan's 99 no longer give it.
    await putSettings(admin, { minimumGroupSize: 100 });
    expect((await kinds(tokens.lan)).some(errorUnknown)).toBe(true);
    const kept = await keptMatchings();
    await submit(tokens.minh, CODE.w1, MINH.first, MINH.link);
    expect(await keptMatchings()).toEqual(kept);

    expect(await round()).toEqual({ pairs: 1, refreshed: 1 });
    const [matched] = await keptMatchings();
    expect(matched!.matchedAt).toBeGreaterThan(kept[0]!.matchedAt);
    expect(matched!.fingerprint).not.toBe(kept[0]!.fingerprint);
    expect(matched!.figuresKept).toBe(true);
    // Minh has no pair yet: still 99.
    expect((await kinds(tokens.lan)).some(errorUnknown)).toBe(true);
  });

  it('a new response in the later wave is kept by the round a server runs as it starts', async () => {
    const kept = await keptMatchings();
    await submit(tokens.minh, CODE.w2, MINH.second, MINH.link);
    // Neither student's request matches the waves: still 99 pairs, no error.
    expect((await kinds(tokens.lan)).some(errorUnknown)).toBe(true);
    expect((await kinds(tokens.minh)).every(errorUnknown)).toBe(true);
    expect(await keptMatchings()).toEqual(kept);

    // As the server's jobs.start() does (with the other jobs, background-jobs.test.ts).
    const stop = startWavePairsRefresh(admin.t.app.jobs.wavePairs, admin.t.app.log);
    stop();
    await admin.t.app.backgroundWork();
    expect((await keptMatchings())[0]!.matchedAt).toBeGreaterThan(kept[0]!.matchedAt);
    expect((await kinds(tokens.lan)).some(errorUnknown)).toBe(false);
    await expectJudgedAsResearchersRead(PLANTED_PAIRS + 2);
    expect((await changeOf(tokens.minh)).scores[0]).toMatchObject({
      score: 'total',
      before: 24,
      after: 120,
      kind: 'moreBeyondError',
    });
  });
});
