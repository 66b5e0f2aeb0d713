import { describe, expect, it } from 'vitest';
import { compareGroups } from './group-comparison';
import type { GroupScores } from './group-comparison';
import fixtures from './fixtures/group-comparison.json';
import {
  expectAgreesWithR,
  expectPValueAgreesWithR,
  type RGroup,
} from './r-agreement.test-support';
import { scoreHistogram } from './score-moments';
import type { ScoreHistogram } from './score-moments';

interface ComparisonFixture {
  name: string;
  minGroupSize: number;
  groups: { group: string; histogram: number[][] }[];
  r: {
    groups: RGroup[];
    tTest: Record<'t' | 'df' | 'p' | 'hedgesG' | 'ciLower' | 'ciUpper', number | null> | null;
    welchAnova: Record<'F' | 'df1' | 'df2' | 'p', number | null> | null;
    anova: Record<'F' | 'df1' | 'df2' | 'p' | 'etaSquared' | 'omegaSquared', number | null> | null;
  };
}

const CASES = fixtures.comparisons as ComparisonFixture[];

/** The histograms exactly as R tabulated them: the aggregate the server's SQL returns. */
function groupsOf(fixture: ComparisonFixture): GroupScores[] {
  return fixture.groups.map(({ group, histogram }) => ({
    group,
    histogram: histogram.map(([value, count]) => ({
      value: value as number,
      count: count as number,
    })),
  }));
}

describe.each(CASES)('the comparison "$name" agrees with R', (fixture) => {
  const result = compareGroups(groupsOf(fixture), { minGroupSize: fixture.minGroupSize });

  it('per group: n, mean, SD, the t-based CI of the mean (t.test) and the median', () => {
    expect(result.groups.map(({ group }) => group)).toEqual(fixture.r.groups.map((g) => g.group));
    fixture.r.groups.forEach((r, i) => {
      const group = result.groups[i];
      expect(group?.n).toBe(r.n);
      expectAgreesWithR(group?.mean, r.mean, `${r.group} mean`);
      expectAgreesWithR(group?.sd, r.sd, `${r.group} sd`);
      expectAgreesWithR(group?.ci?.lower ?? null, r.ciLower, `${r.group} CI lower`);
      expectAgreesWithR(group?.ci?.upper ?? null, r.ciUpper, `${r.group} CI upper`);
      expectAgreesWithR(group?.median, r.median, `${r.group} median`);
      expect(group?.ciReason === null).toBe(r.ciLower !== null);
      expect(group?.tested).toBe(r.n >= fixture.minGroupSize);
    });
  });

  it("Welch's t-test and Hedges' g (t.test; g from the cited formula)", () => {
    const { tTest } = result;
    if (fixture.r.tTest === null) {
      expect(tTest.t).toBeNull();
      expect(tTest.reason).toMatch(/^(notTwoGroups|tooFewGroups)$/);
      return;
    }
    const r = fixture.r.tTest;
    expectAgreesWithR(tTest.t, r.t, 't');
    expectAgreesWithR(tTest.df, r.df, 'df');
    expectPValueAgreesWithR(tTest.p, r.p, 'p');
    expectAgreesWithR(tTest.hedgesG, r.hedgesG, 'g');
    expectAgreesWithR(tTest.ci?.lower ?? null, r.ciLower, 'g CI lower');
    expectAgreesWithR(tTest.ci?.upper ?? null, r.ciUpper, 'g CI upper');
    expect(tTest.reason === null).toBe(r.t !== null);
  });

  it("Welch's ANOVA (oneway.test)", () => {
    const { welchAnova } = result;
    if (fixture.r.welchAnova === null) {
      expect(welchAnova.reason).toBe('tooFewGroups');
      return;
    }
    const r = fixture.r.welchAnova;
    expectAgreesWithR(welchAnova.F, r.F, 'F');
    expectAgreesWithR(welchAnova.df1, r.df1, 'df1');
    expectAgreesWithR(welchAnova.df2, r.df2, 'df2');
    expectPValueAgreesWithR(welchAnova.p, r.p, 'p');
    expect(welchAnova.reason === null).toBe(r.F !== null);
  });

  it('the classic ANOVA (aov) with eta and omega squared', () => {
    const { anova } = result;
    if (fixture.r.anova === null) {
      expect(anova.reason).toBe('tooFewGroups');
      return;
    }
    const r = fixture.r.anova;
    expectAgreesWithR(anova.F, r.F, 'F');
    expectAgreesWithR(anova.df1, r.df1, 'df1');
    expectAgreesWithR(anova.df2, r.df2, 'df2');
    expectPValueAgreesWithR(anova.p, r.p, 'p');
    expectAgreesWithR(anova.etaSquared, r.etaSquared, 'eta squared');
    expectAgreesWithR(anova.omegaSquared, r.omegaSquared, 'omega squared');
    expect(anova.reason === null).toBe(r.F !== null);
  });
});

describe('compareGroups, beyond the fixtures', () => {
  it('says why a test is missing', () => {
    const constant = (value: number, n: number) => ({ value, count: n });
    const groups = (histograms: readonly ScoreHistogram[]): GroupScores[] =>
      histograms.map((histogram, i) => ({ group: `g${i}`, histogram }));

    const twoConstant = compareGroups(groups([[constant(60, 5)], [constant(75, 7)]]));
    expect(twoConstant.tTest.reason).toBe('zeroVariance');
    expect(twoConstant.welchAnova.reason).toBe('zeroVarianceInGroup');
    expect(twoConstant.anova.reason).toBe('zeroWithinGroupVariance');
    expect(twoConstant.groups[0]?.ciReason).toBe('zeroVariance');

    const three = compareGroups(
      groups([scoreHistogram([60, 70, 80]), scoreHistogram([61, 65]), scoreHistogram([90, 99])]),
    );
    expect(three.tTest.reason).toBe('notTwoGroups');
    expect(three.anova.reason).toBeNull();

    const small = compareGroups(groups([scoreHistogram([60, 70, 80]), scoreHistogram([61])]));
    expect(small.groups[1]).toMatchObject({ tested: false, reason: 'belowMinimumSize' });
    expect(small.groups[1]?.ciReason).toBe('tooFewRespondents');
    expect(small.tTest.reason).toBe('tooFewGroups');
    expect(small.anova.reason).toBe('tooFewGroups');

    expect(compareGroups([]).groups).toEqual([]);
  });

  it('gives the same figures whatever order and splitting of the histogram', () => {
    const values = [72, 80, 80, 65, 91, 72, 58, 103];
    const shuffled = [...scoreHistogram(values)].reverse();
    const split = [...scoreHistogram(values), { value: 80, count: 0 }];
    const a = compareGroups([
      { group: 'a', histogram: scoreHistogram(values) },
      { group: 'b', histogram: scoreHistogram([70, 75, 77]) },
    ]);
    const b = compareGroups([
      { group: 'a', histogram: shuffled },
      { group: 'b', histogram: scoreHistogram([70, 75, 77]) },
    ]);
    const c = compareGroups([
      { group: 'a', histogram: split },
      { group: 'b', histogram: scoreHistogram([70, 75, 77]) },
    ]);
    expect(b).toStrictEqual(a);
    expect(c).toStrictEqual(a);
  });

  it('refuses a minimum below two and a malformed histogram', () => {
    expect(() => compareGroups([], { minGroupSize: 1 })).toThrow(RangeError);
    expect(() => compareGroups([{ group: 'a', histogram: [{ value: 70, count: -1 }] }])).toThrow(
      RangeError,
    );
    expect(() => compareGroups([{ group: 'a', histogram: [{ value: NaN, count: 1 }] }])).toThrow(
      RangeError,
    );
  });

  it('stays exact for a million responses', () => {
    // Two groups of 500,000 whose totals differ by one point: n·Σx² reaches 7e15.
    const a = compareGroups([
      {
        group: 'a',
        histogram: [
          { value: 120, count: 250_000 },
          { value: 118, count: 250_000 },
        ],
      },
      {
        group: 'b',
        histogram: [
          { value: 119, count: 250_000 },
          { value: 117, count: 250_000 },
        ],
      },
    ]);
    expect(a.groups[0]?.sd).toBeCloseTo(Math.sqrt(500_000 / 499_999), 12);
    expect(a.tTest.t).toBeCloseTo(1 / Math.sqrt((2 * 500_000) / 499_999 / 500_000), 6);
    expect(a.anova.df2).toBe(999_998);
  });
});
