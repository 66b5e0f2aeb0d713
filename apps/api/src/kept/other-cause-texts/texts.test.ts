import {
  OTHER_CAUSE_THEMES,
  OTHER_CAUSES_TEXT_LIMIT,
  THEME_EXAMPLE_COUNT,
  percentage,
  type AnalyticsFilters,
} from '@prca/core';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/app';
import { BACKENDS } from '../../../test/support/environment';
import { responseRow } from '../../../test/support/response-sheets';
import { clearSurveyData } from '../../../test/support/stored-responses';
import type { Database } from '../../db/client';
import { filterCondition } from '../../db/filters';
import { queryRows } from '../../db/query-rows';
import { surveyResponses as responses } from '../../db/schema';
import { byCountDescending, countOf } from '../../modules/admin-analytics/tally';
import { analysedTexts, foldOtherCauseTexts } from './texts';
import {
  onOneSnapshot,
  otherCauseCells,
  otherCauseTotals,
  type OtherCauseTotals,
} from '../../modules/admin-analytics/other-causes/repository';
import {
  byDemographics,
  createOtherCausesService,
  dateTimeFormatter,
  displayed,
  listedText,
} from '../../modules/admin-analytics/other-causes/service';
import {
  commonPhrases,
  lengthStatistics,
  readText,
  wordFrequency,
} from '../../modules/admin-analytics/other-causes/text-analysis';
import { themesOf } from '../../modules/admin-analytics/other-causes/themes';

const TIME_ZONE = 'Asia/Ho_Chi_Minh';

/**
 * The tab computed from scratch, as it was before the analysis was kept: every text of the
 * subset read and analysed in Node. The kept analysis must always give exactly this.
 */
async function freshAnalysis(db: Database, filters: Partial<AnalyticsFilters>) {
  const subset = filterCondition(filters, TIME_ZONE);
  const wrote = sql`'other' = ANY(${responses.causes}) AND ${responses.causesOtherText} ~ '[^[:space:]]'`;
  const rows = await db
    .select()
    .from(responses)
    .where(and(wrote, subset))
    .orderBy(desc(responses.createdAt), desc(responses.id));
  // Counted from the responses themselves (the service answers "everything" from kept counts).
  const cells = await otherCauseCells(db, and(wrote, subset ?? sql`true`));
  const texts = rows.map((row) => {
    const read = readText(row.causesOtherText!);
    return { row, read, themes: themesOf(read.clauses) };
  });
  const themes = OTHER_CAUSE_THEMES.map((theme) => {
    const matching = texts.filter((text) => text.themes.has(theme));
    return {
      theme,
      count: matching.length,
      percentage: percentage(matching.length, texts.length),
      examples: matching
        .slice(0, THEME_EXAMPLE_COUNT)
        .map((text) => displayed(text.row.causesOtherText!)),
    };
  });
  const read = texts.map((text) => text.read);
  const formatDate = dateTimeFormatter(TIME_ZONE);
  return {
    totalResponses: countOf(cells),
    analysedResponses: texts.length,
    themes: byCountDescending(themes.filter((theme) => theme.count > 0)),
    unthemedResponses: texts.filter((text) => text.themes.size === 0).length,
    wordFrequency: wordFrequency(read),
    textAnalysis: {
      ...lengthStatistics(read.map((text) => text.length)),
      commonPhrases: commonPhrases(read),
    },
    responsesByDemographics: byDemographics(cells),
    allResponses: rows.slice(0, OTHER_CAUSES_TEXT_LIMIT).map((row) =>
      listedText(
        {
          id: row.id,
          createdAt: row.createdAt,
          gender: row.gender,
          grade: row.grade,
          score: row.totalScore,
          text: row.causesOtherText!,
          awareness: row.awareness,
          impact: row.impactLevel,
        },
        formatDate,
      ),
    ),
  };
}

const TEXTS = [
  'Em sợ bị các bạn cười khi nói sai.',
  'so bi cuoi, noi sai truoc lop thi run',
  "I'm shy and afraid of making mistakes in front of my classmates.",
  'Bố mẹ hay so sánh em với người khác, em sợ nói sai.',
  'Ko tu tin, hay choi game va luot dien thoai',
  'Tim đập nhanh, tay run',
  'Không biết nữa',
  // The same words in decomposed Unicode, and with spaces around: one text to the analysis.
  '  Em sợ bị các bạn cười khi nói sai.  '.normalize('NFD'),
];

/** `count` responses spread over texts, grades, genders and days; some wrote no text. */
function rows(count: number, offset = 0) {
  return Array.from({ length: count }, (_, index) => {
    const n = index + offset;
    const wrote = n % 7 !== 3;
    return responseRow({
      grade: ['grade10', 'grade11', 'grade12'][n % 3]!,
      gender: ['male', 'female', 'other'][(n >> 1) % 3]!,
      causes: wrote || n % 2 === 0 ? ['fear_of_judgment', 'other'] : ['no_need'],
      // A text of only spaces is not a text; nor is one under a cause list without "other".
      causesOtherText: wrote ? TEXTS[(n * 5) % TEXTS.length]! : n % 2 === 0 ? '   ' : 'Ngại',
      createdAt: new Date(Date.UTC(2026, 9, 1 + (n % 20), n % 24, n % 60)),
    });
  });
}

const SUBSETS: Partial<AnalyticsFilters>[] = [
  {},
  { grade: ['grade11'] },
  { gender: ['female', 'other'], from: '2026-10-05', to: '2026-10-12' },
];

describe.each(BACKENDS)('kept analysis of the other causes on the %s database', (backend) => {
  let t: TestApp;
  const db = () => t.database.db;
  const service = () => createOtherCausesService(db(), TIME_ZONE);
  const pending = async () =>
    (
      await queryRows<{ n: number }>(db(), sql`SELECT count(*)::int AS n FROM other_cause_pending`)
    )[0]!.n;
  const keptTexts = async () =>
    (
      await queryRows<{ n: number }>(db(), sql`SELECT count(*)::int AS n FROM other_cause_texts`)
    )[0]!.n;
  const expectKeptEqualFresh = async () => {
    for (const filters of SUBSETS) {
      expect(await service().read(filters as AnalyticsFilters)).toEqual(
        await freshAnalysis(db(), filters),
      );
    }
  };

  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());
  beforeEach(() => clearSurveyData(db()));

  it('follows inserts, one at a time and many to a statement', async () => {
    await db().insert(responses).values(rows(60));
    await expectKeptEqualFresh();
    expect(await pending()).toBe(0);
    await db().insert(responses).values(rows(1, 60));
    await db().insert(responses).values(rows(1, 61));
    await expectKeptEqualFresh();
    const read = await service().read({} as AnalyticsFilters);
    expect(read.analysedResponses).toBeGreaterThan(40);
    expect(read.themes.length).toBeGreaterThan(0);
  });

  it('counts texts that arrived after the last fold without storing anything', async () => {
    await db().insert(responses).values(rows(30));
    await foldOtherCauseTexts(db());
    await db().insert(responses).values(rows(15, 30));
    // The read's own fold is what brings them in; a fresh analysis is the reference.
    await expectKeptEqualFresh();
  });

  it('adds up texts no fold has analysed yet exactly as it does once they are folded', async () => {
    /** The totals in an order that does not depend on how the database grouped them. */
    const sorted = (totals: OtherCauseTotals) =>
      Object.fromEntries(
        Object.entries(totals).map(([name, value]) => [
          name,
          Array.isArray(value)
            ? value.map((entry) => JSON.stringify(entry)).sort()
            : String(value as unknown),
        ]),
      );
    const totals = (filters: Partial<AnalyticsFilters>) =>
      onOneSnapshot(db(), async (snapshot) =>
        sorted(
          await otherCauseTotals(
            snapshot,
            filterCondition(filters, TIME_ZONE),
            await analysedTexts(snapshot),
            OTHER_CAUSES_TEXT_LIMIT,
          ),
        ),
      );
    await db().insert(responses).values(rows(30));
    await foldOtherCauseTexts(db());
    await db().insert(responses).values(rows(15, 30));
    await db()
      .update(responses)
      .set({ causesOtherText: 'Áp lực thi cử, sợ nói sai trước lớp' })
      .where(eq(responses.grade, 'grade12'));
    await db().delete(responses).where(eq(responses.gender, 'other'));
    expect(await pending()).toBeGreaterThan(0);
    const unfolded = [await totals({}), await totals({ grade: ['grade12'] })];
    await foldOtherCauseTexts(db());
    expect(await pending()).toBe(0);
    expect([await totals({}), await totals({ grade: ['grade12'] })]).toEqual(unfolded);
    expect(Number(unfolded[1]!.analysed)).toBe(
      (await freshAnalysis(db(), { grade: ['grade12'] })).analysedResponses,
    );
  });

  it('follows deletions, and forgets a text no response holds any more', async () => {
    await db().insert(responses).values(rows(40));
    await foldOtherCauseTexts(db());
    await db().delete(responses).where(eq(responses.grade, 'grade10'));
    await expectKeptEqualFresh();
    await db().delete(responses);
    await foldOtherCauseTexts(db());
    expect(await keptTexts()).toBe(0);
  });

  it('follows a change of text, causes or group, and ignores a change of e-mail', async () => {
    await db().insert(responses).values(rows(20));
    await foldOtherCauseTexts(db());
    const [first, second, third] = await db().select({ id: responses.id }).from(responses);
    await db()
      .update(responses)
      .set({ causesOtherText: 'Áp lực thi cử, sợ nói sai' })
      .where(eq(responses.id, first!.id));
    await db()
      .update(responses)
      .set({ causes: ['no_need'] })
      .where(eq(responses.id, second!.id));
    await db()
      .update(responses)
      .set({ causes: ['other'], causesOtherText: 'Ngại nói trước lớp' })
      .where(eq(responses.id, third!.id));
    await expectKeptEqualFresh();
    await db().update(responses).set({ gender: 'female' }).where(eq(responses.grade, 'grade11'));
    await expectKeptEqualFresh();
    await db().update(responses).set({ emailHash: 'a-hash-no-trigger-watches' });
    expect(await pending()).toBe(0);
  });

  it('empties with the table', async () => {
    await db().insert(responses).values(rows(20));
    await foldOtherCauseTexts(db());
    await db().insert(responses).values(rows(5, 20));
    await db().execute(sql`TRUNCATE survey_responses CASCADE`);
    expect(await pending()).toBe(0);
    expect(await keptTexts()).toBe(0);
    await db().insert(responses).values(rows(9, 100));
    await expectKeptEqualFresh();
  });

  it('adds every pending text once when several folds run at the same time', async () => {
    await db().insert(responses).values(rows(80));
    await Promise.all([
      foldOtherCauseTexts(db()),
      foldOtherCauseTexts(db()),
      foldOtherCauseTexts(db()),
    ]);
    const [kept] = await queryRows<{ n: number }>(
      db(),
      sql`SELECT sum(responses)::int AS n FROM other_cause_texts`,
    );
    expect(kept!.n).toBe((await freshAnalysis(db(), {})).analysedResponses);
    await expectKeptEqualFresh();
  });
});
