import type { AnalyticsFilters } from '@prca/core';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/app';
import { BACKENDS } from '../../../test/support/environment';
import {
  scoredColumns,
  variedAnswers,
  variedDemographics,
} from '../../../test/support/response-sheets';
import { clearSurveyData } from '../../../test/support/stored-responses';
import { queryRows } from '../../db/query-rows';
import { surveyResponses, surveySessions } from '../../db/schema';
import { createDemographicsService } from '../../modules/admin-analytics/demographics/service';
import { readCompletionFigures } from '../../modules/admin-analytics/completion/repository';
import { readOverviewCounts } from '../../modules/admin-analytics/overview/repository';
import { createPrca24Service } from '../../modules/admin-analytics/prca24/service';
import { createSectionBService } from '../../modules/admin-analytics/sectionb/service';
import { readTrendCounts } from '../../modules/admin-analytics/trends/repository';
import { foldIfBacklogged, foldPendingResponseCells } from './cells';

/*
 * The kept cells answer for every response; a filter that every response passes makes the same
 * endpoints scan instead. Both must give the same figures after any mix of inserts, deletions,
 * updates, truncation and concurrent folds, folded or still pending.
 */

const TIME_ZONE = 'Asia/Ho_Chi_Minh';
const NOW = new Date('2026-05-10T08:07:00Z');
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** Every response passes it, and it makes each endpoint scan. */
const EVERYTHING: AnalyticsFilters = { from: '2000-01-01' };

const sessionId = (row: number) => `00000000-0000-4000-8000-${String(row).padStart(12, '0')}`;

/**
 * Sessions for most rows of `rows` (every fifth has none, so its time is unrecorded), some of
 * them never completed, with times from a minute to longer than the session window.
 */
function sessions(count: number, offset = 0) {
  return Array.from({ length: count }, (_, index) => index + offset)
    .filter((row) => row % 5 !== 0)
    .map((row) => ({
      id: sessionId(row),
      startedAt: new Date(NOW.getTime() - 100 * DAY),
      lastActivityAt: new Date(NOW.getTime() - (row % 3) * DAY),
      furthestQuestion: row % 25,
    }));
}

/** How long row `row` took: a minute up to an hour, or now and then implausible. */
function secondsOf(row: number): number {
  if (row % 17 === 1) return -30;
  if (row % 19 === 2) return 40 * 24 * 60 * 60;
  return 60 + ((row * 131) % 3_600) + (row % 7) / 8;
}

/** Responses that vary in every kept column, some around the dashboard's 30- and 60-day marks. */
function rows(count: number, offset = 0) {
  return Array.from({ length: count }, (_, index) => {
    const row = index + offset;
    const marks = [30 * DAY, 60 * DAY];
    // Minutes either side of a mark, in the quarter hour it falls in, or days back.
    const back =
      row % 4 === 0 ? marks[row % 2]! + ((row % 13) - 6) * MINUTE : ((row * 37) % 90) * DAY;
    const createdAt = new Date(NOW.getTime() - back);
    return {
      sessionId: row % 5 === 0 ? null : sessionId(row),
      startedAt: new Date(createdAt.getTime() - secondsOf(row) * 1000),
      // A repeated cause (every fifth row) counts once, as `= ANY` counts it.
      ...variedDemographics(row),
      createdAt,
      ...scoredColumns(variedAnswers(row)),
    };
  });
}

describe.each(BACKENDS)('kept response cells on the %s database', (backend) => {
  let t: TestApp;
  const db = () => t.database.db;
  const count = async (table: string, where = sql`true`) =>
    (
      await queryRows<{ n: number }>(
        db(),
        sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE ${where}`,
      )
    )[0]!.n;

  /** Each endpoint's figures from the kept cells, and from a scan. */
  async function figures(filters: AnalyticsFilters) {
    const everyDay = { from: '2026-01-01', to: '2026-05-10' };
    return {
      prca24: await createPrca24Service(db(), TIME_ZONE).read(filters),
      demographics: await createDemographicsService(db(), TIME_ZONE).read(filters),
      sectionb: await createSectionBService(db(), TIME_ZONE).read(filters),
      trends: await readTrendCounts(
        db(),
        TIME_ZONE,
        everyDay,
        filters.from ? everyDay : null,
        filters.from ? sql`created_at >= '2000-01-01'` : undefined,
      ),
      overview: await readOverviewCounts(db(), NOW, filters, TIME_ZONE),
      completion: await readCompletionFigures(db(), NOW, filters, TIME_ZONE),
    };
  }

  async function expectKeptEqualScan() {
    const kept = await figures({});
    expect(kept).toEqual(await figures(EVERYTHING));
    return kept;
  }

  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await clearSurveyData(db());
    // The deletions of the last test's responses are pending: each test starts with none.
    await foldPendingResponseCells(db());
    // Sessions for every row any test stores; those without a response stay unfinished.
    await db().insert(surveySessions).values(sessions(400));
  });

  it('answers as a scan does with everything pending, folded, or partly both', async () => {
    await db().insert(surveyResponses).values(rows(120));
    expect(await count('response_cells_pending')).toBe(120);
    const pending = await expectKeptEqualScan();
    expect(pending.prca24.totalResponses).toBe(120);
    expect(pending.overview.responsesRecent).toBeGreaterThan(0);
    expect(pending.overview.responsesPrevious).toBeGreaterThan(0);
    const { completion } = pending;
    expect(completion.recordedTimes).toBeGreaterThan(0);
    expect(completion.unrecordedTimes).toBeGreaterThan(0);
    expect(completion.implausibleTimes).toBeGreaterThan(0);
    expect(completion.medianSeconds).not.toBeNull();
    expect(completion.started - completion.completed).toBe(400 - 80 - 96);

    expect(await foldPendingResponseCells(db())).toBe(120);
    expect(await count('response_cells_pending')).toBe(0);
    expect(await expectKeptEqualScan()).toEqual(pending);

    // One more recorded time, then another: the median of an odd and of an even count.
    for (const offset of [121, 122]) {
      await db().insert(surveyResponses).values(rows(1, offset));
      await expectKeptEqualScan();
    }
  });

  it('follows deletions, and drops the cells left empty', async () => {
    await db().insert(surveyResponses).values(rows(90));
    await foldPendingResponseCells(db());
    await db().delete(surveyResponses).where(eq(surveyResponses.gender, 'other'));
    await expectKeptEqualScan();
    await foldPendingResponseCells(db());
    const kept = await expectKeptEqualScan();
    expect(kept.demographics.genders.find((g) => g.gender === 'other')?.count).toBe(0);
    for (const table of ['score_cells', 'section_b_cells', 'cause_cells', 'response_slots']) {
      expect(await count(table, sql`n = 0`), table).toBe(0);
    }
    expect(await count('score_cells', sql`gender = 'other'`)).toBe(0);
  });

  it('follows a change of answers, group, causes or time, and ignores a change of e-mail', async () => {
    await db().insert(surveyResponses).values(rows(30));
    await foldPendingResponseCells(db());
    const [first, second] = await db().select({ id: surveyResponses.id }).from(surveyResponses);
    await db()
      .update(surveyResponses)
      .set({
        ...scoredColumns(Array.from({ length: 24 }, () => 5)),
        grade: 'grade12',
        causes: ['no_need', 'no_need'],
        awareness: 'unfamiliar',
        createdAt: new Date(NOW.getTime() - 30 * DAY - MINUTE),
      })
      .where(eq(surveyResponses.id, first!.id));
    await expectKeptEqualScan();
    await foldPendingResponseCells(db());
    await expectKeptEqualScan();
    // A deleted session leaves its response untimed.
    const before = (await expectKeptEqualScan()).completion.unrecordedTimes;
    await db()
      .delete(surveySessions)
      .where(eq(surveySessions.id, sessionId(2)));
    expect((await expectKeptEqualScan()).completion.unrecordedTimes).toBe(before + 1);
    await foldPendingResponseCells(db());
    await db()
      .update(surveyResponses)
      .set({ emailHash: 'a-hash-no-trigger-watches', qualityOverride: 'exclude' })
      .where(inArray(surveyResponses.id, [first!.id, second!.id]));
    expect(await count('response_cells_pending')).toBe(0);
  });

  it('empties with the table', async () => {
    await db().insert(surveyResponses).values(rows(20));
    await foldPendingResponseCells(db());
    await db().insert(surveyResponses).values(rows(5, 20));
    await db().execute(sql`TRUNCATE survey_responses, response_link_codes, wave_matches`);
    expect(await count('response_cells_pending')).toBe(0);
    for (const table of ['score_cells', 'section_b_cells', 'cause_cells', 'response_slots']) {
      expect(await count(table), table).toBe(0);
    }
    expect((await expectKeptEqualScan()).prca24.totalResponses).toBe(0);
  });

  it('is folded by a read only when the backlog reaches the threshold', async () => {
    await db().insert(surveyResponses).values(rows(9));
    await foldIfBacklogged(db(), 10);
    expect(await count('response_cells_pending')).toBe(9);
    await db().insert(surveyResponses).values(rows(1, 9));
    await foldIfBacklogged(db(), 10);
    expect(await count('response_cells_pending')).toBe(0);
    expect((await expectKeptEqualScan()).prca24.totalResponses).toBe(10);
  });

  it('adds every pending response once when several folds run at the same time', async () => {
    await db().insert(surveyResponses).values(rows(300));
    const folded = await Promise.all([
      foldPendingResponseCells(db()),
      foldPendingResponseCells(db()),
      foldPendingResponseCells(db()),
    ]);
    expect(folded.reduce((total, moved) => total + moved, 0)).toBe(300);
    expect(await count('response_cells_pending')).toBe(0);
    expect((await expectKeptEqualScan()).prca24.totalResponses).toBe(300);
  });
});
