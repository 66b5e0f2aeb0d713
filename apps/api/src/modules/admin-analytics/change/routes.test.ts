import type { ChangeAnalytics } from '@prca/core';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client';
import { surveyResponses } from '../../../db/schema';
import { createClassesRepository } from '../../admin-study/class-repository';
import { analyticsData, signedInAdminApp } from '../../../../test/support/admin-app';
import { BACKENDS } from '../../../../test/support/environment';
import { fixedId as id } from '../../../../test/support/fixed-ids';
import {
  TWO_SCHOOLS,
  plantTwoSchools,
  programme,
  uuid,
  type Planted,
} from '../../../../test/support/planted-pairs';
import { getAsAdmin } from '../../../../test/support/stored-responses';

/*
 * Issue 32: two waves in which pairs are planted (exact codes, codes with one wrong element,
 * twins that make a match ambiguous, students who change class, a code met again in another
 * school) give back exactly the planted pairs, and the change of the pairs of one school, the
 * 120 of make-change-fixtures.R's "programme", equals R's paired t-test and reliable change.
 */

const { a: SCHOOL_A, b: SCHOOL_B } = TWO_SCHOOLS.schools;
const { first: WAVE_1, second: WAVE_2 } = TWO_SCHOOLS.waves;
const CLASS = TWO_SCHOOLS.classes;

/** School B: what matching must not pair, besides the five it must (plantTwoSchools). */
const SCHOOL_B_UNPAIRED: Planted[] = [
  // Twins with one code, and one later response with it: ambiguous, never guessed.
  { id: uuid(3, 10), wave: WAVE_1, classId: CLASS.b10, schoolId: SCHOOL_B, code: ['T', 7, 'T', 7] },
  { id: uuid(3, 11), wave: WAVE_1, classId: CLASS.b10, schoolId: SCHOOL_B, code: ['T', 7, 'T', 7] },
  { id: uuid(4, 10), wave: WAVE_2, classId: CLASS.b11, schoolId: SCHOOL_B, code: ['T', 7, 'T', 7] },
  // One element off, but the gender differs: not the same student.
  {
    id: uuid(3, 20),
    wave: WAVE_1,
    classId: CLASS.b10,
    schoolId: SCHOOL_B,
    code: ['G', 5, 'G', 5],
    gender: 'male',
  },
  {
    id: uuid(4, 20),
    wave: WAVE_2,
    classId: CLASS.b11,
    schoolId: SCHOOL_B,
    code: ['G', 5, 'H', 5],
    gender: 'female',
  },
  // The code of a school A student, met again in school B: matching never crosses schools.
  { id: uuid(4, 30), wave: WAVE_2, classId: CLASS.b11, schoolId: SCHOOL_B, code: ['A', 0, 'B', 0] },
];

/** The kept pairs, as the database holds them. */
async function keptMatches(db: Database) {
  const result = await db.execute(
    sql`SELECT from_response_id::text AS "from", to_response_id::text AS "to", outcome
      FROM wave_matches ORDER BY from_response_id`,
  );
  return (result as unknown as { rows: { from: string; to: string | null; outcome: string }[] })
    .rows;
}

const near = (actual: number | null, expected: number, what: string) =>
  expect(Math.abs(actual! - expected), `${what}: ${actual} vs R's ${expected}`).toBeLessThanOrEqual(
    1e-6 * Math.max(1, Math.abs(expected)),
  );

describe.each(BACKENDS)('the change between two waves on the %s database', (backend) => {
  const admin = signedInAdminApp(backend, 'researcher');
  const change = (query = ''): Promise<ChangeAnalytics> =>
    analyticsData(admin, `change?fromWave=${WAVE_1}&toWave=${WAVE_2}${query}`);

  beforeAll(() => plantTwoSchools(admin.t.database.db, { responses: SCHOOL_B_UNPAIRED }));

  it('finds exactly the planted pairs and counts the ambiguous and unmatched', async () => {
    const data = await change();
    expect(data.pairs).toEqual({
      total: 125,
      exact: 120,
      oneDifference: 5,
      ambiguous: 2,
      unmatchedFrom: 1,
      unmatchedTo: 3,
    });
    const kept = await keptMatches(admin.t.database.db);
    const pairs = kept.filter((row) => row.outcome !== 'ambiguous');
    // Every pair is a planted one: uuid(1, i) with uuid(2, i), uuid(3, i) with uuid(4, i).
    expect(
      pairs.every(
        (row) => row.to === row.from.replace(/-800(1|3)-/, (_, n) => `-800${Number(n) + 1}-`),
      ),
    ).toBe(true);
    expect(kept.filter((row) => row.outcome === 'ambiguous').map((row) => row.from)).toEqual([
      uuid(3, 10),
      uuid(3, 11),
    ]);
  });

  it('reports each school and class of either wave, students who changed class included', async () => {
    const whole = await change();
    // The whole pair's figures come from what was kept with the matching; a filter that
    // chooses every response computes them again from the pairs: the same.
    expect(await change(`&school=${SCHOOL_A},${SCHOOL_B}`)).toEqual(whole);
    const [a, b] = whole.matchReport;
    expect(a).toMatchObject({
      schoolName: 'THPT Chu Văn An',
      responsesFrom: 120,
      responsesTo: 120,
      total: 120,
      matchRate: 1,
    });
    expect(a!.classes.map((c) => [c.className, c.wave, c.responses, c.exact])).toEqual([
      ['10A1', 'from', 120, 120],
      ['11A1', 'to', 100, 100],
      ['11A2', 'to', 20, 20],
    ]);
    expect(b).toMatchObject({
      schoolName: 'THPT Lê Quý Đôn',
      responsesFrom: 8,
      responsesTo: 8,
      exact: 0,
      oneDifference: 5,
      ambiguous: 2,
      unmatchedFrom: 1,
      unmatchedTo: 3,
      matchRate: 5 / 8,
    });
  });

  it("gives the change of one school's pairs as R does", async () => {
    const data = await change(`&school=${SCHOOL_A}`);
    expect(data.pairs.total).toBe(120);
    for (const ours of data.scores) {
      const r = programme.scores[ours.score]!;
      expect(ours.n, ours.score).toBe(r.n);
      // Every figure R gave for the score (its alpha is the SEM's, checked through it).
      for (const [field, expected] of Object.entries(r)) {
        if (typeof expected !== 'number' || !(field in ours)) continue;
        near(ours[field as keyof typeof ours] as number, expected, `${ours.score} ${field}`);
      }
      near(ours.ci!.lower, r.ci.lower, `${ours.score} ci.lower`);
      near(ours.ci!.upper, r.ci.upper, `${ours.score} ci.upper`);
      expect(ours.reliableChange, ours.score).toEqual(r.reliableChange);
    }
  });

  it('matches again only after a response of either wave was added or deleted', async () => {
    const matchedAt = async () => {
      const result = await admin.t.database.db.execute(
        sql`SELECT matched_at::text AS at FROM wave_matchings`,
      );
      return (result as unknown as { rows: { at: string }[] }).rows[0]!.at;
    };
    await change();
    const first = await matchedAt();
    const kept = await keptMatches(admin.t.database.db);
    await change('&gender=female');
    expect(await matchedAt()).toBe(first);

    // One twin withdraws: the other is now matched exactly, the same every time.
    await admin.t.database.db.delete(surveyResponses).where(sql`id = ${uuid(3, 11)}`);
    const after = await change();
    expect(await matchedAt()).not.toBe(first);
    expect(after.pairs).toMatchObject({ total: 126, exact: 121, ambiguous: 0 });
    expect((await keptMatches(admin.t.database.db)).length).toBe(kept.length - 1);
  });

  it('keeps no match of a deleted response, even before the pair is read again', async () => {
    await change();
    const db = admin.t.database.db;
    const [one, other] = (await keptMatches(db)).filter((row) => row.outcome === 'exact');
    // A student of one pair withdraws their earlier response, one of another their later one.
    await db.delete(surveyResponses).where(sql`id IN (${one!.from}, ${other!.to})`);
    const named = (await keptMatches(db)).filter(
      (row) => row.from === one!.from || row.to === other!.to,
    );
    expect(named).toEqual([]);

    // A pair's matches go with its matching (as when one of its waves is deleted).
    await db.execute(sql`DELETE FROM wave_matchings`);
    expect(await keptMatches(db)).toEqual([]);
  });

  it("refuses a missing, unknown or repeated wave with a message in the reader's language", async () => {
    const refused = async (query: string, language = 'en') => {
      const { status, body } = await getAsAdmin(
        admin.t,
        admin.token,
        `/api/admin/analytics/change?${query}`,
        { 'accept-language': language },
      );
      expect(status, query).toBe(400);
      return body.message as string;
    };
    expect(await refused(`fromWave=${WAVE_1}`)).toMatch(/"fromWave" and "toWave"/);
    expect(await refused(`fromWave=${WAVE_1}&toWave=${WAVE_1}`)).toMatch(/two different waves/);
    expect(await refused(`fromWave=${WAVE_1}&toWave=${id(99)}`, 'vi')).toMatch(/không tồn tại/);
  });

  it('matches again after a class moves to another school, which changes no wave', async () => {
    const db = admin.t.database.db;
    const before = await change();
    // School B's later class joins school A (as an admin's move does: its responses go along).
    const classes = createClassesRepository(db, () => 'unused');
    expect(await classes.update(CLASS.b11, { schoolId: SCHOOL_A })).toBe(true);
    const after = await change();
    expect(after.pairs).not.toEqual(before.pairs);
    await db.execute(sql`DELETE FROM wave_matchings`);
    expect(await change()).toEqual(after);
  });
});
