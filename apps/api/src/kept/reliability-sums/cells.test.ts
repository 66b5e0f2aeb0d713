import { GENDERS, GRADES } from '@prca/core';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/app';
import { BACKENDS } from '../../../test/support/environment';
import { surveyResponses } from '../../db/schema';
import { queryRows } from '../../db/query-rows';
import {
  foldPendingReliability,
  readReliabilityCells,
  scanReliabilityCells,
  type CellSums,
} from './cells';
import {
  readItemAggregates,
  readKeptItemAggregates,
} from '../../modules/admin-analytics/items/repository';
import {
  clearSurveyData,
  insertResponses,
  type ResponseSpec,
} from '../../../test/support/stored-responses';
import { variedAnswers } from '../../../test/support/response-sheets';

/** Answers that vary with the row, over every grade × gender cell. */
function responses(count: number, offset = 0): ResponseSpec[] {
  return Array.from({ length: count }, (_, index) => {
    const row = index + offset;
    return {
      answers: variedAnswers(row),
      grade: GRADES[row % GRADES.length],
      gender: GENDERS[(row >> 2) % GENDERS.length],
    };
  });
}

const byCell = (cells: CellSums[]) =>
  Object.fromEntries(
    cells.map((cell) => [`${cell.grade}/${cell.gender}`, { sums: cell.sums, counts: cell.counts }]),
  );

describe.each(BACKENDS)('kept reliability sums on the %s database', (backend) => {
  let t: TestApp;
  const db = () => t.database.db;
  const pendingCount = async () =>
    (
      await queryRows<{ n: number }>(db(), sql`SELECT count(*)::int AS n FROM reliability_pending`)
    )[0]!.n;
  const expectKeptEqualScan = async () =>
    expect(byCell(await readReliabilityCells(db()))).toEqual(
      byCell(await scanReliabilityCells(db(), undefined, undefined, true)),
    );

  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());
  beforeEach(() => clearSurveyData(db()));

  it('follows inserts made one at a time and many to a statement', async () => {
    await insertResponses(db(), responses(250));
    await expectKeptEqualScan();
    await insertResponses(db(), responses(1, 250));
    await insertResponses(db(), responses(1, 251));
    await expectKeptEqualScan();
    expect(await pendingCount()).toBe(0);
  });

  it('follows deletions, and a cell whose last response goes disappears', async () => {
    await insertResponses(db(), responses(120));
    await foldPendingReliability(db());
    await db().delete(surveyResponses).where(eq(surveyResponses.gender, 'other'));
    await expectKeptEqualScan();
    const cells = await readReliabilityCells(db());
    expect(cells.some((cell) => cell.gender === 'other')).toBe(false);
    expect(cells.reduce((total, cell) => total + cell.sums.n, 0)).toBe(
      (await scanReliabilityCells(db())).reduce((total, cell) => total + cell.sums.n, 0),
    );
  });

  it('follows a change of answers or group, and ignores a change of e-mail', async () => {
    await insertResponses(db(), responses(30));
    await foldPendingReliability(db());
    const [first, second] = await db().select({ id: surveyResponses.id }).from(surveyResponses);
    await db()
      .update(surveyResponses)
      .set({ answers: Array.from({ length: 24 }, () => 3), grade: 'grade12', gender: 'male' })
      .where(eq(surveyResponses.id, first!.id));
    await expectKeptEqualScan();
    await db()
      .update(surveyResponses)
      .set({ emailHash: 'a-hash-no-trigger-watches' })
      .where(inArray(surveyResponses.id, [first!.id, second!.id]));
    expect(await pendingCount()).toBe(0);
  });

  it('gives the item figures a scan of every response gives', async () => {
    await insertResponses(db(), responses(200));
    await foldPendingReliability(db());
    await db().delete(surveyResponses).where(eq(surveyResponses.grade, GRADES[0]));
    await insertResponses(db(), responses(40, 200));
    const kept = await readKeptItemAggregates(db());
    expect(kept).toEqual(await readItemAggregates(db()));
    expect(kept.sums.n).toBeGreaterThan(0);
  });

  it('empties with the table', async () => {
    await insertResponses(db(), responses(20));
    await foldPendingReliability(db());
    await insertResponses(db(), responses(5, 20));
    await db().execute(sql`TRUNCATE survey_responses, response_link_codes, wave_matches`);
    expect(await pendingCount()).toBe(0);
    expect(await readReliabilityCells(db())).toEqual([]);
  });

  it('adds every pending response once when several folds run at the same time', async () => {
    await insertResponses(db(), responses(300));
    const folded = await Promise.all([
      foldPendingReliability(db()),
      foldPendingReliability(db()),
      foldPendingReliability(db()),
    ]);
    expect(folded.reduce((total, count) => total + count, 0)).toBe(300);
    await expectKeptEqualScan();
  });
});
