import {
  GRADES,
  RELIABILITY_INTERPRETATIONS,
  cronbachAlpha,
  interpretItemTotalCorrelation,
  type ReliabilityAnalytics,
  type ReliabilityWithOmegaAnalytics,
} from '@prca/core';
import groupDiscussion from '../../../../../../packages/core/src/psychometrics/fixtures/alpha-prca24-group-discussion.json';
import prca24 from '../../../../../../packages/core/src/psychometrics/fixtures/alpha-prca24.json';
import omegaEdges from '../../../../../../packages/core/src/statistics/fixtures/omega.json';
import { beforeEach, describe, expect, it } from 'vitest';
import { signedInAdminApp } from '../../../../test/support/admin-app';
import { BACKENDS } from '../../../../test/support/environment';
import groups from './fixtures/reliability-groups.json';
import { PACKED_CELL_LIMIT } from '../../../kept/reliability-sums/item-sums-query';
import { readReliabilityCells, scanReliabilityCells } from '../../../kept/reliability-sums/cells';
import {
  clearSurveyData,
  getAsAdmin,
  insertResponses,
  rawFromOriented,
  type ResponseSpec,
} from '../../../../test/support/stored-responses';

/** DESIGN.md: every reliability figure agrees with R's psych::alpha to 1e-6. */
const R_TOLERANCE = 1e-6;
const URL = '/api/admin/analytics/reliability';

function expectClose(actual: number | null | undefined, expected: number, what: string) {
  expect(actual, what).toBeTypeOf('number');
  expect(Math.abs((actual as number) - expected), what).toBeLessThan(R_TOLERANCE);
}

interface PsychGroup {
  n: number;
  rawAlpha: number;
  feldtLower: number;
  feldtUpper: number;
}

function expectGroupAgrees(
  group: { alpha: number | null; sampleSize: number; confidenceInterval: unknown },
  psych: PsychGroup,
  what: string,
) {
  expect(group.sampleSize, what).toBe(psych.n);
  expectClose(group.alpha, psych.rawAlpha, `${what} alpha`);
  const interval = group.confidenceInterval as { lower: number; upper: number; level: number };
  expect(interval.level).toBe(0.95);
  expectClose(interval.lower, psych.feldtLower, `${what} Feldt lower`);
  expectClose(interval.upper, psych.feldtUpper, `${what} Feldt upper`);
}

/** The fixture's rows as responses: grades cycle 10, 11, 12 and genders male, female. */
const FIXTURE_RESPONSES: ResponseSpec[] = prca24.data.map((oriented, row) => ({
  answers: rawFromOriented(oriented),
  grade: GRADES[row % 3],
  gender: row % 2 === 0 ? 'male' : 'female',
}));

const ANSWERS_OF_ALL = Array.from({ length: 24 }, (_, i) => (i % 5) + 1);
const OTHER_ANSWERS = Array.from({ length: 24 }, (_, i) => ((i + 2) % 5) + 1);

/** Σ row × item × value, as make-reliability-groups.R writes it: R drew the fixture's rows. */
const fixtureChecksum = () =>
  prca24.data.reduce(
    (sum, values, row) =>
      sum + values.reduce((rowSum, value, item) => rowSum + (row + 1) * (item + 1) * value, 0),
    0,
  );

describe.each(BACKENDS)('reliability analytics on the %s database', (backend) => {
  const admin = signedInAdminApp(backend, 'viewer');
  const reliability = async (): Promise<ReliabilityAnalytics> => {
    const { status, body } = await getAsAdmin(admin.t, admin.token, URL);
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    return body.data;
  };

  beforeEach(() => clearSurveyData(admin.t.database.db));

  it('answers without responses: null alphas with their reason, never NaN', async () => {
    const data = await reliability();
    expect(data.overall).toEqual({
      alpha: null,
      standardizedAlpha: null,
      reliability: null,
      itemCount: 24,
      sampleSize: 0,
      confidenceInterval: null,
      reason: 'tooFewRespondents',
      averageInterItemCorrelation: null,
      excludedQuestions: [],
      omegaAsScored: null,
      omegaAsScoredReason: 'noResponses',
      omegaFlipped: null,
      omegaFlippedReason: 'noResponses',
      sem: null,
      semReason: 'alphaUnavailable',
    });
    expect(data.interpretation.level).toBeNull();
    expect(data.interpretation.description.en).toBe(
      "Cronbach's alpha needs the answers of at least 2 respondents.",
    );
    expect(data.interpretation.recommendation.vi).toBe(
      'Hãy thu thập thêm bài trả lời rồi mở lại trang này.',
    );
    for (const category of Object.values(data.byCategory)) {
      expect(category).toMatchObject({ alpha: null, itemCount: 6, sampleSize: 0 });
    }
    expect(data.byDemographic.grade.grade10).toEqual({
      alpha: null,
      reliability: null,
      sampleSize: 0,
      confidenceInterval: null,
      reason: 'tooFewRespondents',
    });
    expect(data.itemAnalysis).toHaveLength(24);
    expect(data.itemAnalysis[0]).toEqual({
      questionNumber: 1,
      category: 'groupDiscussion',
      itemTotalCorrelation: null,
      alphaIfDeleted: null,
      interpretation: null,
      mean: null,
      sd: null,
      reason: 'alphaUnavailable',
    });
  });

  it('has no alpha from a single response', async () => {
    await insertResponses(admin.t.database.db, [{ answers: ANSWERS_OF_ALL }]);
    const data = await reliability();
    expect(data.overall).toMatchObject({ alpha: null, sampleSize: 1, reason: 'tooFewRespondents' });
    expect(data.itemAnalysis[1]).toMatchObject({ mean: 2, sd: null });
  });

  it('gives a group of one no alpha and still counts it', async () => {
    // Two grade-10 students who answer differently, one grade-11 student.
    await insertResponses(admin.t.database.db, [
      { answers: ANSWERS_OF_ALL, grade: 'grade10' },
      { answers: OTHER_ANSWERS, grade: 'grade10' },
      { answers: ANSWERS_OF_ALL, grade: 'grade11', gender: 'male' },
    ]);
    const { byDemographic } = await reliability();
    expect(byDemographic.grade.grade11).toEqual({
      alpha: null,
      reliability: null,
      sampleSize: 1,
      confidenceInterval: null,
      reason: 'tooFewRespondents',
    });
    expect(byDemographic.grade.grade10.sampleSize).toBe(2);
    expect(byDemographic.grade.grade10.alpha).toBeTypeOf('number');
    expect(byDemographic.grade.grade12.sampleSize).toBe(0);
    expect(byDemographic.gender).toMatchObject({
      male: { sampleSize: 1, alpha: null },
      female: { sampleSize: 2 },
      other: { sampleSize: 0, alpha: null },
    });
  });

  it('leaves out items without variance, and a category without any has no alpha', async () => {
    // Everyone answers the six group-discussion items alike; the rest varies.
    const rows = prca24.data.slice(0, 40).map((oriented) => ({
      answers: rawFromOriented([3, 3, 3, 3, 3, 3, ...oriented.slice(6)]),
    }));
    await insertResponses(admin.t.database.db, rows);
    const data = await reliability();
    expect(data.byCategory.groupDiscussion).toEqual({
      alpha: null,
      standardizedAlpha: null,
      reliability: null,
      itemCount: 6,
      sampleSize: 40,
      confidenceInterval: null,
      reason: 'zeroTotalVariance',
      omegaAsScored: null,
      omegaAsScoredReason: 'tooFewItems',
      omegaFlipped: null,
      omegaFlippedReason: 'tooFewItems',
      sem: null,
      semReason: 'alphaUnavailable',
    });
    expect(data.overall.excludedQuestions).toEqual([1, 2, 3, 4, 5, 6]);
    const expected = cronbachAlpha(prca24.data.slice(0, 40).map((row) => row.slice(6)));
    expect(data.overall.alpha).toBe(expected.alpha);
    expect(data.itemAnalysis[0]).toMatchObject({
      itemTotalCorrelation: null,
      reason: 'zeroVariance',
    });
    expect(data.itemAnalysis[6]!.itemTotalCorrelation).toBe(
      expected.items[0]!.correctedItemTotalCorrelation,
    );
  });

  it("gives a context whose correlations each sum to 0 psych's omegas, not a 500", async () => {
    // Nine respondents answering every fifth item one step round from the rest: the group
    // discussion items, once oriented, are copies and reversals of two answers (omega.json).
    const fixture = omegaEdges.cases.find((edge) => edge.name === 'rows-sum-to-zero')!;
    await insertResponses(
      admin.t.database.db,
      Array.from({ length: 9 }, (_, seed) => {
        const base = (seed % 5) + 1;
        return {
          answers: Array.from({ length: 24 }, (_, i) => (i % 5 === 0 ? (base % 5) + 1 : base)),
        };
      }),
    );
    const { status, body } = await getAsAdmin(admin.t, admin.token, URL);
    expect(status).toBe(200);
    const data: ReliabilityWithOmegaAnalytics = body.data;
    const { omegaFlipped, ...asScored } = data.byCategory.groupDiscussion;
    expect(Math.abs((omegaFlipped as number) - (fixture.r.omega as number))).toBeLessThan(1e-4);
    // psych's flip = FALSE divides by the sum of the correlations, 0 here (R: -Inf).
    expect(fixture.r.omegaAsScored).toBeNull();
    expect(asScored).toMatchObject({ omegaAsScored: null, omegaAsScoredReason: 'itemsCancelOut' });
  });

  describe("on the 300 respondents R's psych::alpha analysed", () => {
    beforeEach(() => insertResponses(admin.t.database.db, FIXTURE_RESPONSES));

    it('agrees with psych on the whole scale and on every item', async () => {
      const { overall, interpretation, itemAnalysis } = await reliability();
      const { psych } = prca24;
      expect(overall.sampleSize).toBe(300);
      expect(overall.itemCount).toBe(24);
      expect(overall.excludedQuestions).toEqual([]);
      expectClose(overall.alpha, psych.rawAlpha, 'raw_alpha');
      expectClose(overall.standardizedAlpha, psych.stdAlpha, 'std.alpha');
      expectClose(overall.averageInterItemCorrelation, psych.averageR, 'average_r');
      expectClose(overall.confidenceInterval?.lower, psych.feldtLower, 'Feldt lower');
      expectClose(overall.confidenceInterval?.upper, psych.feldtUpper, 'Feldt upper');
      expect(overall.reliability).toBe('excellent'); // 0.935
      expect(interpretation).toEqual({
        level: 'excellent',
        ...RELIABILITY_INTERPRETATIONS.excellent,
      });
      itemAnalysis.forEach((item, index) => {
        expect(item.questionNumber).toBe(index + 1);
        expectClose(item.itemTotalCorrelation, psych.rDrop[index]!, `r.drop ${index + 1}`);
        expectClose(item.alphaIfDeleted, psych.alphaDropRaw[index]!, `alpha.drop ${index + 1}`);
        expectClose(item.mean, psych.mean[index]!, `mean ${index + 1}`);
        expectClose(item.sd, psych.sd[index]!, `sd ${index + 1}`);
        expect(item.interpretation).toBe(interpretItemTotalCorrelation(psych.rDrop[index]!));
      });
      // The fixture's two weak items, by the SPEC.md section 9 thresholds.
      expect(itemAnalysis.filter((item) => item.interpretation !== 'good')).toEqual([
        expect.objectContaining({ questionNumber: 11, interpretation: 'poor' }),
        expect.objectContaining({ questionNumber: 18, interpretation: 'poor' }),
      ]);
    });

    it('agrees with psych on categories, a grade and a gender', async () => {
      const { byCategory, byDemographic } = await reliability();
      expect(fixtureChecksum()).toBe(groups.checksum);
      expectGroupAgrees(
        byCategory.groupDiscussion,
        { n: 300, ...groupDiscussion.psych },
        'group discussion',
      );
      expectClose(
        byCategory.groupDiscussion.standardizedAlpha,
        groupDiscussion.psych.stdAlpha,
        'std.alpha',
      );
      expectGroupAgrees(byCategory.meetings, groups.meetings, 'meetings');
      expectClose(byCategory.meetings.standardizedAlpha, groups.meetings.stdAlpha, 'std.alpha');
      expectGroupAgrees(byCategory.publicSpeaking, groups.publicSpeaking, 'public speaking');
      expectGroupAgrees(byDemographic.grade.grade10, groups.grade10, 'grade 10');
      expectGroupAgrees(byDemographic.gender.female, groups.female, 'female');
    });

    it("gives every group the alpha core's cronbachAlpha gives on the same rows", async () => {
      const { byCategory, byDemographic } = await reliability();
      const rowsWhere = (keep: (row: number) => boolean) =>
        prca24.data.filter((_, row) => keep(row));
      expect(byDemographic.grade.grade11.alpha).toBe(
        cronbachAlpha(rowsWhere((row) => row % 3 === 1)).alpha,
      );
      expect(byDemographic.grade.grade12.alpha).toBe(
        cronbachAlpha(rowsWhere((row) => row % 3 === 2)).alpha,
      );
      expect(byDemographic.gender.male.alpha).toBe(
        cronbachAlpha(rowsWhere((row) => row % 2 === 0)).alpha,
      );
      expect(byCategory.interpersonal.alpha).toBe(
        cronbachAlpha(prca24.data.map((row) => row.slice(12, 18))).alpha,
      );
      expect(byDemographic.grade.grade11.sampleSize).toBe(100);
      expect(byDemographic.gender.other).toMatchObject({ sampleSize: 0, alpha: null });
    });

    it('sums the same whether three products share an aggregate, each has its own, or they are kept', async () => {
      const byCell = (cells: Awaited<ReturnType<typeof readReliabilityCells>>) =>
        Object.fromEntries(cells.map((cell) => [`${cell.grade}/${cell.gender}`, cell.sums]));
      const packed = await scanReliabilityCells(admin.t.database.db);
      expect(packed).toHaveLength(6);
      expect(byCell(packed)).toEqual(byCell(await scanReliabilityCells(admin.t.database.db, 1)));
      expect(byCell(await readReliabilityCells(admin.t.database.db))).toEqual(byCell(packed));
      expect(PACKED_CELL_LIMIT).toBe(10_737_418);
    });
  });
});
