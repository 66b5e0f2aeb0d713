import { CATEGORIES, type ItemsAnalytics, type ReliabilityWithOmegaAnalytics } from '@prca/core';
import itemFixtures from '../../../../../../packages/core/src/statistics/fixtures/items.json';
import { beforeEach, describe, expect, it } from 'vitest';
import { analyticsData, signedInAdminApp } from '../../../../test/support/admin-app';
import { BACKENDS } from '../../../../test/support/environment';
import {
  clearSurveyData,
  getAsAdmin,
  insertResponses,
} from '../../../../test/support/stored-responses';
import { readItemAggregates } from './repository';
import { sql } from 'drizzle-orm';
import {
  OMEGA_TOLERANCE,
  STUDENTS,
  closeTo,
  responsesOf,
  type RouteStudent,
} from '../compare/fixtures/route-fixtures';

interface ItemCaseR {
  describe: Record<'mean' | 'sd' | 'skew' | 'kurtosis', (number | null)[]>;
  responseFreq: (number[] | null)[];
  correlations: (number | null)[][];
  subscaleCorrelations: (number | null)[][];
  rDropWhole: (number | null)[];
  rDropSubscale: (number | null)[];
  omega: { total: number | null; subscales: (number | null)[] };
  omegaAsScored: { total: number | null; subscales: (number | null)[] };
  sem: { total: number | null; subscales: (number | null)[] };
}

const rOf = (name: string) => {
  const found = itemFixtures.cases.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`No fixture ${name}`);
  return found.r as unknown as ItemCaseR;
};

/** The students of core's items cases (make-fixtures.R), R's 1-based rows made 0-based. */
const CASES: Record<string, () => RouteStudent[]> = {
  prca24: () => STUDENTS,
  miskeyed: () =>
    STUDENTS.map((s) => ({ ...s, oriented: s.oriented.map((v, i) => (i === 10 ? 6 - v : v)) })),
  'small-class': () => STUDENTS.slice(100, 125),
  'constant-item': () =>
    STUDENTS.slice(0, 60).map((s) => ({
      ...s,
      oriented: s.oriented.map((v, i) => (i === 2 ? 4 : v)),
    })),
  'one-response': () => STUDENTS.slice(6, 7),
  empty: () => [],
};

function expectItemsAgree(data: ItemsAnalytics, r: ItemCaseR) {
  data.items.forEach((item, i) => {
    const what = `question ${item.questionNumber}`;
    for (const field of ['mean', 'sd', 'skew', 'kurtosis'] as const) {
      expect(closeTo(item[field], r.describe[field][i] ?? null), `${what} ${field}`).toBe(true);
    }
    const shares = r.responseFreq[i] ?? null;
    if (shares === null) expect(item.responseFreq, what).toBeNull();
    else
      shares.forEach((share, a) => expect(closeTo(item.responseFreq?.[a], share), what).toBe(true));
    expect(
      closeTo(item.correctedItemTotalCorrelation, r.rDropWhole[i] ?? null),
      `${what} r.drop`,
    ).toBe(true);
    expect(
      closeTo(item.subscaleCorrectedItemTotalCorrelation, r.rDropSubscale[i] ?? null),
      `${what} r.drop in its context`,
    ).toBe(true);
    data.correlations[i]!.forEach((value, j) =>
      expect(closeTo(value, r.correlations[i]?.[j] ?? null), `r(${i + 1}, ${j + 1})`).toBe(true),
    );
  });
  CATEGORIES.forEach((row, i) =>
    CATEGORIES.forEach((column, j) =>
      expect(
        closeTo(data.subscaleCorrelations[row][column], r.subscaleCorrelations[i]?.[j] ?? null),
        `${row} × ${column}`,
      ).toBe(true),
    ),
  );
}

function expectReliabilityAgrees(data: ReliabilityWithOmegaAnalytics, r: ItemCaseR) {
  const expectOmegas = (
    figures: Pick<ReliabilityWithOmegaAnalytics['overall'], 'omegaAsScored' | 'omegaFlipped'>,
    scale: string,
    asScored: number | null,
    flipped: number | null,
  ) => {
    const { omegaAsScored, omegaFlipped } = figures;
    expect(closeTo(omegaAsScored, asScored, OMEGA_TOLERANCE), `${scale} as scored`).toBe(true);
    expect(closeTo(omegaFlipped, flipped, OMEGA_TOLERANCE), `${scale} flipped`).toBe(true);
  };
  expectOmegas(data.overall, 'total', r.omegaAsScored.total, r.omega.total);
  expect(closeTo(data.overall.sem, r.sem.total), 'SEM').toBe(true);
  CATEGORIES.forEach((category, i) => {
    const figures = data.byCategory[category];
    const [asScored, flipped] = [r.omegaAsScored.subscales[i], r.omega.subscales[i]];
    expectOmegas(figures, category, asScored ?? null, flipped ?? null);
    expect(closeTo(figures.sem, r.sem.subscales[i] ?? null), `${category} SEM`).toBe(true);
  });
}

describe.each(BACKENDS)('item statistics and omega on the %s database', (backend) => {
  const admin = signedInAdminApp(backend, 'viewer');

  beforeEach(() => clearSurveyData(admin.t.database.db));

  it.each(Object.keys(CASES))('equal R for the "%s" case', async (name) => {
    await insertResponses(admin.t.database.db, responsesOf(CASES[name]!()));
    const r = rOf(name);
    const items: ItemsAnalytics = await analyticsData(admin, 'items');
    expect(items.sampleSize).toBe(CASES[name]!().length);
    expectItemsAgree(items, r);
    expectReliabilityAgrees(await analyticsData(admin, 'reliability'), r);
    expect(JSON.stringify(items)).not.toMatch(/NaN|Infinity/);
  });

  it('answers for the filtered subset only (R)', async () => {
    const others = responsesOf(STUDENTS.slice(0, 100)).map((r) => ({
      ...r,
      participation: 'never' as const,
    }));
    await insertResponses(admin.t.database.db, [
      ...others,
      ...responsesOf(CASES['small-class']!()),
    ]);
    const items: ItemsAnalytics = await analyticsData(admin, 'items?participation=sometimes');
    expect(items.sampleSize).toBe(25);
    expectItemsAgree(items, rOf('small-class'));
    const { status } = await getAsAdmin(admin.t, admin.token, '/api/admin/analytics/items?wave=x');
    expect(status).toBe(400);
  });

  it('counts the same answers whether the counts share an aggregate or each has its own', async () => {
    await insertResponses(admin.t.database.db, responsesOf(CASES['small-class']!()));
    const db = admin.t.database.db;
    const packed = await readItemAggregates(db);
    expect(await readItemAggregates(db, sql`true`, 0)).toEqual(packed);
    expect(packed.counts[0]!.reduce((total, count) => total + count, 0)).toBe(25);
  });

  it('flags a reversed item as possibly mis-keyed, in the items and the reliability', async () => {
    await insertResponses(admin.t.database.db, responsesOf(CASES.miskeyed!()));
    const items: ItemsAnalytics = await analyticsData(admin, 'items');
    expect(
      items.items.filter((item) => item.possiblyMiskeyed).map((i) => i.questionNumber),
    ).toEqual([11]);
    const reliability: ReliabilityWithOmegaAnalytics = await analyticsData(admin, 'reliability');
    expect(reliability.warnings).toContainEqual({
      code: 'possiblyMiskeyed',
      questionNumbers: [11],
    });
  });

  it('warns that alpha is unstable under 30 respondents and gives reasons without any', async () => {
    await insertResponses(admin.t.database.db, responsesOf(CASES['small-class']!()));
    const small: ReliabilityWithOmegaAnalytics = await analyticsData(admin, 'reliability');
    expect(small.warnings).toContainEqual({
      code: 'unstableAlpha',
      sampleSize: 25,
      minimumSampleSize: 30,
    });
    await clearSurveyData(admin.t.database.db);
    // The reliability reply's reasons without responses are reliability/routes.test.ts's.
    const items: ItemsAnalytics = await analyticsData(admin, 'items');
    expect(items.items[0]).toMatchObject({ mean: null, responseFreq: null, reason: 'noResponses' });
  });
});
