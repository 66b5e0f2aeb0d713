import type { CompareAnalytics } from '@prca/core';
import coreFixtures from '../../../../../../packages/core/src/statistics/fixtures/group-comparison.json';
import { beforeEach, describe, expect, it } from 'vitest';
import { analyticsData, signedInAdminApp } from '../../../../test/support/admin-app';
import { BACKENDS } from '../../../../test/support/environment';
import {
  answersWithSubscores,
  clearSurveyData,
  getAsAdmin,
  insertResponses,
} from '../../../../test/support/stored-responses';
import { createStudy } from '../../../../test/support/study';
import { sql } from 'drizzle-orm';
import type { RGroup } from '../../../../../../packages/core/src/statistics/r-agreement.test-support';
import { STUDENTS, closeTo, responsesOf, routeCases } from './fixtures/route-fixtures';

interface RComparison {
  groups: RGroup[];
  tTest: Record<string, number | null> | null;
  welchAnova: Record<string, number | null> | null;
  anova: Record<string, number | null> | null;
}

/** Every figure R gives, against the reply; `names` maps R's group names to the reply's. */
function expectAgreesWithR(data: CompareAnalytics, r: RComparison, names: Record<string, string>) {
  for (const expected of r.groups) {
    const group = data.groups.find((candidate) => candidate.group === names[expected.group]);
    const what = `group ${expected.group}`;
    expect(group?.n, what).toBe(expected.n);
    for (const field of ['mean', 'sd', 'median'] as const) {
      expect(closeTo(group?.[field], expected[field]), `${what} ${field}: ${group?.[field]}`).toBe(
        true,
      );
    }
    expect(closeTo(group?.ci?.lower ?? null, expected.ciLower), `${what} CI`).toBe(true);
    expect(closeTo(group?.ci?.upper ?? null, expected.ciUpper), `${what} CI`).toBe(true);
  }
  const tTest = r.tTest ?? { t: null, df: null, p: null, hedgesG: null, ciLower: null };
  for (const field of ['t', 'df', 'p', 'hedgesG'] as const) {
    expect(closeTo(data.tTest[field], tTest[field] ?? null), `t-test ${field}`).toBe(true);
  }
  expect(closeTo(data.tTest.ci?.lower ?? null, tTest.ciLower ?? null), 'g CI').toBe(true);
  for (const [name, block] of [
    ['welchAnova', data.welchAnova],
    ['anova', data.anova],
  ] as const) {
    const expected = r[name] ?? {};
    for (const [field, value] of Object.entries(block)) {
      if (field === 'reason') continue;
      expect(closeTo(value, expected[field] ?? null), `${name} ${field}: ${value}`).toBe(true);
    }
  }
}

const coreCase = (name: string) => {
  const found = coreFixtures.comparisons.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`No fixture ${name}`);
  return found.r as RComparison;
};

/** core's "group-of-one": R's rows 1-25, 26 and 27-60 as grades 10, 11 and 12. */
const GROUP_OF_ONE = STUDENTS.slice(0, 60).map((student, row) => ({
  ...student,
  grade: row < 25 ? ('grade10' as const) : row === 25 ? ('grade11' as const) : ('grade12' as const),
}));

const same = (keys: string[]) => Object.fromEntries(keys.map((key) => [key, key]));

/** core's "minimum-size": R's rows 1-4, 5-40, 41-49 and 50-110 as the four participation levels. */
const MINIMUM_SIZE_GROUPS = [
  ['frequently', 0, 4],
  ['sometimes', 4, 40],
  ['rarely', 40, 49],
  ['never', 49, 110],
] as const;
const MINIMUM_SIZE = MINIMUM_SIZE_GROUPS.flatMap(([participation, from, to]) =>
  responsesOf(STUDENTS.slice(from, to)).map((response) => ({ ...response, participation })),
);
const MINIMUM_SIZE_NAMES = { a: 'frequently', b: 'sometimes', c: 'rarely', d: 'never' };

/** R's figures of the groups chosen (R's names): the tests took only those. */
function chosenIn(r: RComparison, chosen: readonly string[]): RComparison {
  return { ...r, groups: r.groups.filter(({ group }) => chosen.includes(group)) };
}

/** R's figures for the groups in the other order: the t-test's difference changes sign. */
function swapped(r: RComparison): RComparison {
  const { t, hedgesG, ciLower, ciUpper, ...rest } = r.tTest!;
  const negated = (value: number | null | undefined) => (value == null ? null : -value);
  return {
    ...r,
    tTest: {
      ...rest,
      t: negated(t),
      hedgesG: negated(hedgesG),
      ciLower: negated(ciUpper),
      ciUpper: negated(ciLower),
    },
  };
}

describe.each(BACKENDS)('group comparison on the %s database', (backend) => {
  const admin = signedInAdminApp(backend, 'viewer');
  const compare = (query: string): Promise<CompareAnalytics> =>
    analyticsData(admin, `compare?${query}`);

  beforeEach(() => clearSurveyData(admin.t.database.db));

  it.each(routeCases)('equals R for $description', async ({ score, comparison, chiSquare }) => {
    await insertResponses(admin.t.database.db, responsesOf(STUDENTS));
    const by = comparison.groups[0]!.group.startsWith('grade') ? 'grade' : 'gender';
    const data = await compare(`by=${by}&score=${score}`);
    expect(data.groups.map(({ group }) => group)).toEqual(chiSquare.rows);
    expectAgreesWithR(data, comparison.r as RComparison, same(chiSquare.rows));
    // Three groups: the t-test and Hedges' g say why they are absent.
    expect(data.tTest.reason).toBe('notTwoGroups');
    expect(data.levels.levels).toEqual(chiSquare.columns);
    expect(data.levels.counts).toEqual(chiSquare.counts);
    for (const field of ['chiSquare', 'df', 'p', 'cramersV', 'expectedBelowFive'] as const) {
      expect(closeTo(data.levels[field], chiSquare.r[field]), `chi-square ${field}`).toBe(true);
    }
  });

  it('lists a group of one without testing it, and tests the other two (R), in a filtered subset', async () => {
    // Among students the participation filter leaves out.
    await insertResponses(
      admin.t.database.db,
      responsesOf(STUDENTS).map((response) => ({ ...response, participation: 'never' as const })),
    );
    await insertResponses(admin.t.database.db, responsesOf(GROUP_OF_ONE));
    const data = await compare('by=grade&participation=sometimes,frequently');
    expect(data.score).toBe('total');
    expect(data.groups[1]).toMatchObject({
      group: 'grade11',
      n: 1,
      tested: false,
      reason: 'belowMinimumSize',
      sd: null,
      ci: null,
    });
    expectAgreesWithR(data, coreCase('group-of-one'), { a: 'grade10', b: 'grade11', c: 'grade12' });
    expect(data.tTest.reason).toBeNull();
    expect(data.levels.testedGroups).toEqual(['grade10', 'grade12']);
  });

  it("gives Welch's t-test when one of two groups is constant (R)", async () => {
    // core's "constant-and-varied-pair": six totals of 66 (male), R's rows 100-119 (female).
    await insertResponses(admin.t.database.db, [
      ...Array.from({ length: 6 }, () => ({
        answers: answersWithSubscores([16, 16, 17, 17]),
        gender: 'male' as const,
      })),
      ...responsesOf(STUDENTS.slice(99, 119).map((student) => ({ ...student, gender: 'female' }))),
    ]);
    const data = await compare('by=gender&score=total');
    expect(data.groups.map(({ group, n }) => [group, n])).toEqual([
      ['male', 6],
      ['female', 20],
      ['other', 0],
    ]);
    expectAgreesWithR(data, coreCase('constant-and-varied-pair'), { a: 'male', b: 'female' });
    expect(data.welchAnova.reason).toBe('zeroVarianceInGroup');
    expect(data.groups[0]!.ciReason).toBe('zeroVariance');
  });

  it('answers an empty subset and a single response with nulls and reasons', async () => {
    const empty = await compare('by=participation&score=publicSpeaking');
    expect(empty.groups).toHaveLength(4);
    expect(empty.groups[0]).toMatchObject({
      n: 0,
      mean: null,
      tested: false,
      reason: 'belowMinimumSize',
    });
    expect(empty.tTest).toMatchObject({ t: null, reason: 'tooFewGroups' });
    expect(empty.anova).toMatchObject({ F: null, etaSquared: null, reason: 'tooFewGroups' });
    expect(empty.levels).toMatchObject({ chiSquare: null, n: 0, reason: 'noResponses' });
    await insertResponses(admin.t.database.db, responsesOf(STUDENTS.slice(6, 7)));
    const one = await compare('by=awareness&score=interpersonal');
    expect(one.groups[0]).toMatchObject({ group: 'familiar', n: 1, sd: null, tested: false });
    expect(one.welchAnova).toMatchObject({ F: null, reason: 'tooFewGroups' });
    expect(JSON.stringify(one)).not.toMatch(/NaN|Infinity/);
  });

  it('tests only groups of five responses or more unless told otherwise, and lists the others', async () => {
    await insertResponses(admin.t.database.db, MINIMUM_SIZE);
    const data = await compare('by=participation');
    expect(data.minGroupSize).toBe(5);
    expect(data.groups.map(({ group, n, tested, reason }) => [group, n, tested, reason])).toEqual([
      ['frequently', 4, false, 'belowMinimumSize'],
      ['sometimes', 36, true, null],
      ['rarely', 9, true, null],
      ['never', 61, true, null],
    ]);
    expect(data.levels.testedGroups).toEqual(['sometimes', 'rarely', 'never']);
    // An untested group still has its own figures, as R gives them.
    const r = coreCase('minimum-size');
    const frequently = r.groups.find(({ group }) => group === 'a')!;
    expect(closeTo(data.groups[0]!.mean, frequently.mean)).toBe(true);
  });

  it('takes the smallest tested group from minGroupSize and then equals R', async () => {
    await insertResponses(admin.t.database.db, MINIMUM_SIZE);
    const data = await compare('by=participation&minGroupSize=10');
    expect(data.minGroupSize).toBe(10);
    expect(data.groups.filter(({ tested }) => tested).map(({ group }) => group)).toEqual([
      'sometimes',
      'never',
    ]);
    expectAgreesWithR(data, coreCase('minimum-size'), MINIMUM_SIZE_NAMES);
    expect(data.tTest.reason).toBeNull();
    expect(data.levels.testedGroups).toEqual(['sometimes', 'never']);
  });

  it('tests a group of exactly minGroupSize responses, down to two', async () => {
    await insertResponses(admin.t.database.db, MINIMUM_SIZE);
    const testedAt = async (minGroupSize: number) =>
      (await compare(`by=participation&minGroupSize=${minGroupSize}`)).groups.map(
        ({ tested }) => tested,
      );
    expect(await testedAt(2)).toEqual([true, true, true, true]);
    expect(await testedAt(4)).toEqual([true, true, true, true]);
    expect(await testedAt(9)).toEqual([false, true, true, true]);
    expect(await testedAt(37)).toEqual([false, false, false, true]);
  });

  it("compares only the chosen groups, in the grouping's order, and equals R", async () => {
    await insertResponses(admin.t.database.db, MINIMUM_SIZE);
    const data = await compare('by=participation&groups=never,sometimes');
    expect(data.groups.map(({ group }) => group)).toEqual(['sometimes', 'never']);
    expect(data.levels.counts).toHaveLength(2);
    expectAgreesWithR(data, chosenIn(coreCase('minimum-size'), ['b', 'd']), MINIMUM_SIZE_NAMES);
  });

  it('compares male against female without "other" (R)', async () => {
    await insertResponses(admin.t.database.db, responsesOf(STUDENTS));
    const data = await compare('by=gender&groups=female,male');
    expect(data.groups.map(({ group }) => group)).toEqual(['male', 'female']);
    expect(data.tTest.reason).toBeNull();
    // core's fixture compares female minus male.
    expectAgreesWithR(data, swapped(chosenIn(coreCase('total-by-gender'), ['female', 'male'])), {
      female: 'female',
      male: 'male',
    });
  });

  it('refuses a minGroupSize or groups it cannot use, in English and Vietnamese', async () => {
    const refusal = async (query: string, headers: Record<string, string> = {}) => {
      const url = `/api/admin/analytics/compare?${query}`;
      const { status, body } = await getAsAdmin(admin.t, admin.token, url, headers);
      expect(status, query).toBe(400);
      return body as { message: string; field?: string };
    };
    for (const value of ['1', '0', '-5', '2.5', 'five', '']) {
      const body = await refusal(`by=grade&minGroupSize=${value}`);
      expect(body.message, value).toContain('"minGroupSize" must be a whole number of at least 2');
      expect(body.field).toBe('minGroupSize');
    }
    for (const query of [
      'by=gender&groups=grade10',
      'by=gender&groups=male,nobody',
      'by=class&groups=10A1',
      'by=gender&groups=',
      'by=gender&groups=male,,female',
      'by=gender&groups=male;female',
    ]) {
      const body = await refusal(query);
      expect(body.message, query).toContain('"groups" must name groups of the grouping chosen');
      expect(body.field, query).toBe('groups');
    }
    const vi = { 'accept-language': 'vi' };
    expect((await refusal('by=grade&minGroupSize=1', vi)).message).toContain(
      'phải là một số nguyên từ 2 trở lên',
    );
    expect((await refusal('by=gender&groups=grade10', vi)).message).toContain(
      'phải gồm các nhóm của tiêu chí đã chọn',
    );
  });

  it('refuses an unknown grouping or score with a message a person can act on', async () => {
    for (const [query, message] of [
      ['by=shoeSize', 'Choose what to compare by'],
      ['', 'Choose what to compare by'],
      ['by=grade&score=everything', 'Choose the score to compare'],
      ['by=grade&grade=grade13', 'grade'],
      ['by=grade&grades=grade10', 'grades'],
    ]) {
      const { status, body } = await getAsAdmin(
        admin.t,
        admin.token,
        `/api/admin/analytics/compare?${query}`,
      );
      expect(status, query).toBe(400);
      expect(JSON.stringify(body), query).toContain(message);
    }
  });

  it('is for signed-in admins only', async () => {
    const response = await admin.t.app.inject({ url: '/api/admin/analytics/compare?by=grade' });
    expect(response.statusCode).toBe(401);
  });
});

describe.each(BACKENDS)('group comparison by class on the %s database', (backend) => {
  const admin = signedInAdminApp(backend, 'superadmin');

  it('compares the classes that have responses, by their ids in the order of their names (R)', async () => {
    const { db } = admin.t.database;
    await clearSurveyData(db);
    const { classes } = await createStudy(admin.t, admin.token, ['10A3', '10A1', '10A2']);
    const byName = [...classes].sort((a, b) => a.name.localeCompare(b.name));
    const rows = [GROUP_OF_ONE.slice(0, 25), GROUP_OF_ONE.slice(25, 26), GROUP_OF_ONE.slice(26)];
    for (const [i, students] of rows.entries()) {
      await insertResponses(db, responsesOf(students));
      const chosen = byName[i]!;
      await db.execute(sql`UPDATE survey_responses SET class_id = ${chosen.id},
        school_id = ${chosen.schoolId}, wave_id = ${chosen.waveId} WHERE class_id IS NULL`);
    }
    // A response outside every class is left out of the grouping.
    await insertResponses(db, responsesOf(STUDENTS.slice(100, 101)));
    const data: CompareAnalytics = await analyticsData(admin, 'compare?by=class&score=total');
    expect(data.groups.map(({ group }) => group)).toEqual(byName.map(({ id }) => id));
    expectAgreesWithR(data, coreCase('group-of-one'), {
      a: byName[0]!.id,
      b: byName[1]!.id,
      c: byName[2]!.id,
    });
    const chosen = `${byName[2]!.id},${byName[0]!.id}`;
    const twoClasses: CompareAnalytics = await analyticsData(
      admin,
      `compare?by=class&groups=${chosen}`,
    );
    expect(twoClasses.groups.map(({ group }) => group)).toEqual([byName[0]!.id, byName[2]!.id]);
    expect(twoClasses.tTest.reason).toBeNull();
    const bySchool: CompareAnalytics = await analyticsData(admin, 'compare?by=school');
    expect(bySchool.groups).toHaveLength(1);
    expect(bySchool.groups[0]!.n).toBe(60);
  });
});
