import {
  PRCA24_SCORES,
  PRCA24_SUBSCALES,
  RELIABLE_CHANGE_CRITERION,
  REPORT_PRIVACY_EPSILON,
  meanTotalBlur,
  withheldCells,
  type ChangeAnalytics,
  type Prca24Score,
  type SinceLastWave,
} from '@prca/core';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInCounsellor } from '../../../../test/support/admins';
import {
  analyticsData,
  classReport,
  putSettings,
  signedInAdminApp,
} from '../../../../test/support/admin-app';
import { BACKENDS } from '../../../../test/support/environment';
import { fixedId as id } from '../../../../test/support/fixed-ids';
import {
  plant,
  plantStudy,
  plantedProgramme,
  programme,
  uuid,
  type Planted,
} from '../../../../test/support/planted-pairs';

/*
 * Issue 32: the class report's change since the last wave. Two waves of one school in which
 * pairs are planted: R's "programme" of 120 students (10A1 → 100 in 11A1, 20 in 11A2), a class
 * with three matched students and five new ones (11A3), one whose six matched students answered
 * the same twice (11A4), and one of new students only (11A5). A researcher reads each class's
 * pairs exactly; a counsellor, for whom the minimum group size applies to the pairs, reads them
 * from the class's releases: noised, in steps, withheld as the rules of issue 28 say.
 */

const SCHOOL = id(1);
const [WAVE_1, WAVE_2] = [id(11), id(12)];
const CLASS = {
  a10: id(21),
  a11: id(22),
  a11b: id(23),
  few: id(24),
  same: id(25),
  fresh: id(26),
};

/** Students of the earlier wave's 10A1 matched into `classId`, from uuid(group, start). */
function matched(group: number, classId: string, count: number, start = 0): Planted[] {
  return Array.from({ length: count }, (_, k) => k + start).flatMap((i) => [
    {
      id: uuid(group, i),
      wave: WAVE_1,
      classId: CLASS.a10,
      schoolId: SCHOOL,
      code: ['M', group, 'P', i],
    },
    { id: uuid(group + 1, i), wave: WAVE_2, classId, schoolId: SCHOOL, code: ['M', group, 'P', i] },
  ]);
}

/** Students new in the later wave: codes nobody had before. */
function newcomers(group: number, classId: string, count: number): Planted[] {
  return Array.from({ length: count }, (_, i) => ({
    id: uuid(group, i),
    wave: WAVE_2,
    classId,
    schoolId: SCHOOL,
    code: ['N', group, 'Q', i],
  }));
}

/** One score of oriented answers. */
function scoreOf(oriented: readonly number[], score: Prca24Score): number {
  const items =
    score === 'total'
      ? oriented.map((_, i) => i)
      : PRCA24_SUBSCALES.find((subscale) => subscale.name === score)!.items;
  return items.reduce((sum, item) => sum + oriented[item]!, 0);
}

const within = (actual: number | null, expected: number, tolerance: number, what: string) =>
  expect(Math.abs(actual! - expected), `${what}: ${actual} vs ${expected}`).toBeLessThanOrEqual(
    tolerance,
  );

describe.each(BACKENDS)('the class report since the last wave, on the %s database', (backend) => {
  const superadmin = signedInAdminApp(backend, 'superadmin');
  let counsellor: string;

  const report = (query: string, token?: string) => classReport(superadmin, query, token);
  const since = async (query: string, token?: string): Promise<SinceLastWave> =>
    (await report(query, token)).sinceLastWave;
  const setLinking = (on: boolean) => putSettings(superadmin, { linkWaves: on });

  beforeAll(async () => {
    const names = {
      a10: ['10A1', WAVE_1],
      a11: ['11A1', WAVE_2],
      a11b: ['11A2', WAVE_2],
      few: ['11A3', WAVE_2],
      same: ['11A4', WAVE_2],
      fresh: ['11A5', WAVE_2],
    } as const;
    const study = {
      schools: [{ id: SCHOOL, name: 'THPT Phan Đình Phùng' }],
      // The later wave made first: the order is the opening days', not the making's.
      waves: [
        { id: WAVE_2, name: 'Học kì 2', opensOn: '2026-02-02' },
        { id: WAVE_1, name: 'Học kì 1', opensOn: '2025-09-08' },
      ],
      classes: Object.entries(names).map(([key, [name, waveId]], i) => ({
        id: CLASS[key as keyof typeof CLASS],
        schoolId: SCHOOL,
        waveId,
        name,
        code: `R${i}${'2'.repeat(5)}`,
        grade: name.startsWith('10') ? ('grade10' as const) : ('grade11' as const),
      })),
    };
    await plantStudy(superadmin.t.database.db, study, [
      ...plantedProgramme({
        schoolId: SCHOOL,
        from: { wave: WAVE_1, classId: CLASS.a10 },
        to: { wave: WAVE_2, classId: CLASS.a11, otherClassId: CLASS.a11b },
      }),
      ...matched(5, CLASS.few, 3),
      ...newcomers(7, CLASS.few, 5),
      ...matched(8, CLASS.same, 6),
      ...newcomers(10, CLASS.fresh, 5),
    ]);
    await setLinking(true);
    counsellor = await signedInCounsellor(superadmin.t, 'co-hoa', {
      schools: [],
      classes: [CLASS.a11b, CLASS.few, CLASS.same, CLASS.fresh],
    });
  }, 120_000);

  it("gives a researcher the exact change of the class's own pairs, judged by the wave pair's SEM", async () => {
    const whole: ChangeAnalytics = await analyticsData(
      superadmin,
      `change?fromWave=${WAVE_1}&toWave=${WAVE_2}`,
    );
    // Every planted pair of the two waves: 120 + 3 + 6.
    expect(whole.pairs.total).toBe(129);
    const section = await since(`class=${CLASS.a11}`);
    expect(section).toMatchObject({
      earlierWave: { id: WAVE_1, name: 'Học kì 1' },
      reason: null,
      pairs: { count: 100, withheld: false },
      classesLeftOut: 0,
    });
    // 11A1's students are the programme's first 100.
    const students = programme.before.slice(0, 100).map((before, i) => ({
      before,
      after: programme.after[i]!,
    }));
    expect(section.scores.map((row) => row.score)).toEqual([...PRCA24_SCORES]);
    for (const row of section.scores) {
      const before = students.map((s) => scoreOf(s.before, row.score));
      const after = students.map((s) => scoreOf(s.after, row.score));
      const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
      within(row.meanBefore, mean(before), 0.05 + 1e-9, `${row.score} before`);
      within(row.meanAfter, mean(after), 0.05 + 1e-9, `${row.score} after`);
      within(row.meanChange, mean(after) - mean(before), 0.05 + 1e-9, `${row.score} change`);
      // Reliable change of each student against the SEM of all 129 pairs, as the endpoint has it.
      const sem = whole.scores.find((s) => s.score === row.score)!.sem!;
      const index = students.map((_, i) => (after[i]! - before[i]!) / (Math.SQRT2 * sem));
      const improved = index.filter((rci) => rci <= -RELIABLE_CHANGE_CRITERION).length;
      const worsened = index.filter((rci) => rci >= RELIABLE_CHANGE_CRITERION).length;
      expect(row.reliableChange, row.score).toEqual({
        improved: { count: improved, percentage: improved, withheld: false },
        unchanged: {
          count: 100 - improved - worsened,
          percentage: 100 - improved - worsened,
          withheld: false,
        },
        worsened: { count: worsened, percentage: worsened, withheld: false },
      });
      within(row.reliablePoints, 1.96 * Math.SQRT2 * sem, 0.05 + 1e-9, `${row.score} points`);
    }
    // Some students did change by more than the error, and the explanation has a scale.
    expect(section.scores[0]!.reliableChange!.improved.count).toBeGreaterThan(0);

    // Each class counts its own: the 20 who went on to 11A2, the six who answered alike.
    expect((await since(`class=${CLASS.a11b}`)).pairs.count).toBe(20);
    const same = await since(`class=${CLASS.same}`);
    expect(same.pairs.count).toBe(6);
    for (const row of same.scores) {
      expect(row.meanChange, row.score).toBe(0);
      expect(row.reliableChange!.unchanged).toEqual({ count: 6, percentage: 100, withheld: false });
    }
  });

  it('says plainly why there is no change: several waves, the first wave, no pairs, linking off', async () => {
    const several = await since(`school=${SCHOOL}`);
    expect(several).toMatchObject({ reason: 'severalWaves', earlierWave: null });
    for (const row of several.scores)
      expect(row).toMatchObject({ meanBefore: null, meanChange: null });
    expect(await since(`class=${CLASS.a10}`)).toMatchObject({
      reason: 'noEarlierWave',
      earlierWave: null,
    });
    // A wave named by the filter is the report's wave, its classes of the school all counted.
    expect((await since(`school=${SCHOOL}&wave=${WAVE_2}`)).pairs.count).toBe(129);
    expect(await since(`class=${CLASS.fresh}`)).toMatchObject({
      reason: 'noPairs',
      earlierWave: { id: WAVE_1 },
      pairs: { count: 0, withheld: false },
    });
    await setLinking(false);
    try {
      expect((await since(`class=${CLASS.fresh}`)).reason).toBe('linkingOff');
      // Pairs already matched still count.
      expect((await since(`class=${CLASS.a11b}`)).pairs.count).toBe(20);
    } finally {
      await setLinking(true);
    }
  });

  it('gives a counsellor no figure of a class with fewer matched students than the minimum', async () => {
    // 11A3 has eight responses, enough for its report, but only three of them were matched.
    const whole = await report(`class=${CLASS.few}`, counsellor);
    expect(whole.participation).toMatchObject({ responses: 8, withheld: false });
    const { scores, ...section } = whole.sinceLastWave;
    expect(section).toEqual({
      earlierWave: { id: WAVE_1, name: 'Học kì 1' },
      reason: 'tooFewPairs',
      pairs: { count: null, withheld: true },
      classesLeftOut: 0,
      blur: null,
    });
    // Each score's row, and no figure in it.
    const given = scores.map(({ score, ...figures }) => [
      score,
      Object.entries(figures).filter(([, figure]) => figure !== null),
    ]);
    expect(given).toEqual(PRCA24_SCORES.map((score) => [score, []]));
    // A new class has none; with 11A2 it is left out, never added in.
    expect((await since(`class=${CLASS.fresh}`, counsellor)).reason).toBe('tooFewPairs');
    const both = await since(`class=${CLASS.a11b},${CLASS.few}`, counsellor);
    expect(both).toMatchObject({ reason: null, pairs: { count: 20 }, classesLeftOut: 1 });
  });

  it("gives a counsellor the release's noised figures, withheld as any breakdown's", async () => {
    const exact = await since(`class=${CLASS.a11b}`);
    const released = await report(`class=${CLASS.a11b}`, counsellor);
    const section = released.sinceLastWave;
    expect(section).toMatchObject({ reason: null, pairs: { count: 20, withheld: false } });
    // The page says how far the noise may move the total's change: √2 × a mean total's blur.
    expect(exact.blur).toBeNull();
    expect(section.blur).toBe(
      Math.round(10 * Math.SQRT2 * meanTotalBlur(1, 20, REPORT_PRIVACY_EPSILON.default)) / 10,
    );
    within(
      section.scores[0]!.meanChange,
      exact.scores[0]!.meanChange!,
      2 * section.blur!,
      'change',
    );
    let moved = 0;
    for (const [i, row] of section.scores.entries()) {
      const truth = exact.scores[i]!;
      // The SEM is an exact figure about answers: a counsellor is not given it.
      expect(row.reliablePoints).toBeNull();
      // Noise of a context's sum (scale 18 at ε = 2) over 20 pairs: within 4 points of the mean.
      for (const key of ['meanBefore', 'meanAfter'] as const) {
        within(row[key], truth[key]!, row.score === 'total' ? 8 : 4, `${row.score} ${key}`);
        if (row[key] !== truth[key]) moved += 1;
      }
      expect(row.meanChange).toBeCloseTo(row.meanAfter! - row.meanBefore!, 0);
      // Cells under the minimum are withheld as the exact counts say, a lone one never alone.
      const counts = Object.values(truth.reliableChange!).map((cell) => cell.count!);
      const cells = Object.values(row.reliableChange!);
      expect(
        cells.map((cell) => cell.withheld),
        row.score,
      ).toEqual(withheldCells(counts, 5));
      for (const [j, cell] of cells.entries()) {
        if (cell.withheld) expect(cell).toEqual({ count: null, percentage: null, withheld: true });
        else within(cell.count, counts[j]!, 6, `${row.score} cell ${j}`);
      }
    }
    // The figures are noised: most means are not the exact ones.
    expect(moved).toBeGreaterThan(5);

    // Six students who all stayed the same: "6 of 6 unchanged" would tell each one's change.
    const same = await since(`class=${CLASS.same}`, counsellor);
    expect(same.pairs.count).toBe(6);
    for (const row of same.scores) {
      expect(row.meanBefore, row.score).not.toBeNull();
      for (const cell of Object.values(row.reliableChange!)) {
        expect(cell).toEqual({ count: null, percentage: null, withheld: true });
      }
    }
  });

  it('adds the change once to a release made before the reports had it', async () => {
    const { db } = superadmin.t.database;
    const first = await report(`class=${CLASS.same}`, counsellor);
    // The release as one made before issue 32 holds it: without the change.
    await db.execute(sql`UPDATE class_releases SET figures = figures - 'change'`);
    const filled = await report(`class=${CLASS.same}`, counsellor);
    expect(filled.sinceLastWave.pairs.count).toBe(6);
    // The rest of the release stays as it was drawn, and the change is kept with it.
    expect({ ...filled, sinceLastWave: null }).toEqual({ ...first, sinceLastWave: null });
    expect(await report(`class=${CLASS.same}`, counsellor)).toEqual(filled);
    const kept = await db.execute(
      sql`SELECT count(*)::int AS n FROM class_releases WHERE figures -> 'change' IS NULL`,
    );
    expect((kept as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  it("moves a counsellor's figures only once the minimum of responses came", async () => {
    const first = await report(`class=${CLASS.a11b}`, counsellor);
    // Two more matched students: fewer than the minimum came, so the release stays.
    await plant(superadmin.t.database.db, matched(12, CLASS.a11b, 2));
    expect((await since(`class=${CLASS.a11b}`)).pairs.count).toBe(22);
    expect(await report(`class=${CLASS.a11b}`, counsellor)).toEqual(first);
    // Three more: five came, the class's next release holds all 25.
    await plant(superadmin.t.database.db, matched(12, CLASS.a11b, 3, 2));
    const next = await report(`class=${CLASS.a11b}`, counsellor);
    expect(next.release!.responses).toBe(25);
    expect(next.sinceLastWave.pairs.count).toBe(25);
    expect(next.sinceLastWave.scores).not.toEqual(first.sinceLastWave.scores);
  });
});
