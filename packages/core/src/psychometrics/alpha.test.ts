import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { alphaFromSums, cronbachAlpha } from './alpha';
import type { AlphaAnalysis } from './alpha';
import { fQuantile } from './f-distribution';
import continuous from './fixtures/alpha-continuous.json';
import million from './fixtures/alpha-million-sums.json';
import negative from './fixtures/alpha-negative.json';
import groupDiscussion from './fixtures/alpha-prca24-group-discussion.json';
import prca24 from './fixtures/alpha-prca24.json';
import small from './fixtures/alpha-small.json';
import twoItems from './fixtures/alpha-two-items.json';
import zeroVariance from './fixtures/alpha-zero-variance.json';
import { ItemSumsAccumulator, itemSums, momentsFromRows, subsetItemSums } from './item-sums';

/** DESIGN.md: every reliability figure agrees with R's psych::alpha to 1e-6. */
const R_TOLERANCE = 1e-6;

interface PsychFigures {
  nvar: number;
  keptItems: number[];
  rawAlpha: number;
  stdAlpha: number;
  averageR: number;
  feldtLower: number;
  feldtUpper: number;
  rDrop: number[];
  alphaDropRaw: number[];
  mean: number[];
  sd: number[];
}

interface DataFixture {
  name: string;
  k: number;
  data: number[][];
  psych: PsychFigures;
}

const DATA_FIXTURES: DataFixture[] = [
  prca24,
  groupDiscussion,
  small,
  zeroVariance,
  twoItems,
  negative,
  continuous,
];

function expectClose(actual: number | null | undefined, expected: number, what: string): void {
  expect(actual, what).toBeTypeOf('number');
  expect(Math.abs((actual as number) - expected), what).toBeLessThan(R_TOLERANCE);
}

function expectAgreesWithPsych(result: AlphaAnalysis, psych: PsychFigures, k: number): void {
  const excluded = Array.from({ length: k }, (_, i) => i).filter(
    (i) => !psych.keptItems.includes(i),
  );
  expect(result.excludedItems).toEqual(excluded);
  expect(result.reason).toBeNull();
  expectClose(result.alpha, psych.rawAlpha, 'raw_alpha');
  expectClose(result.standardizedAlpha, psych.stdAlpha, 'std.alpha');
  expectClose(result.averageInterItemCorrelation, psych.averageR, 'average_r');
  expect(result.feldt?.level).toBe(0.95);
  expectClose(result.feldt?.lower, psych.feldtLower, 'Feldt lower');
  expectClose(result.feldt?.upper, psych.feldtUpper, 'Feldt upper');
  expect(result.items).toHaveLength(k);
  psych.keptItems.forEach((item, position) => {
    const analysis = result.items[item];
    expectClose(
      analysis?.correctedItemTotalCorrelation,
      psych.rDrop[position] as number,
      `r.drop ${item}`,
    );
    expectClose(analysis?.mean, psych.mean[position] as number, `mean ${item}`);
    expectClose(analysis?.sd, psych.sd[position] as number, `sd ${item}`);
    if (psych.nvar > 2) {
      expectClose(
        analysis?.alphaIfDeleted,
        psych.alphaDropRaw[position] as number,
        `alpha.drop ${item}`,
      );
    }
  });
}

describe.each(DATA_FIXTURES)('psych::alpha on "$name"', (fixture) => {
  it('is matched by cronbachAlpha on the rows', () => {
    expectAgreesWithPsych(cronbachAlpha(fixture.data), fixture.psych, fixture.k);
  });

  it('is matched by alphaFromSums on the aggregated sums', () => {
    expectAgreesWithPsych(alphaFromSums(itemSums(fixture.data)), fixture.psych, fixture.k);
  });
});

describe('a million respondents, from their SQL-style sums', () => {
  const sums = { n: million.n, sums: million.sums, crossProducts: million.crossProducts };

  it('agrees with psych::alpha on all 24 items', () => {
    expectAgreesWithPsych(alphaFromSums(sums), million.psych, 24);
  });

  it('agrees with psych::alpha on one category (items 1-6) taken from the same sums', () => {
    const sixItems = subsetItemSums(sums, [0, 1, 2, 3, 4, 5]);
    expectAgreesWithPsych(alphaFromSums(sixItems), million.psychFirstSix, 6);
  });

  it("needs R's large-df substitute for qf to match psych's Feldt bounds", () => {
    // With the exact F quantile the lower bound would be off by more than the 1e-6 allowed.
    const { rawAlpha, feldtLower } = million.psych;
    const df1 = million.n - 1;
    const exactLower = 1 - (1 - rawAlpha) * fQuantile(0.975, df1, df1 * 23);
    expect(Math.abs(exactLower - feldtLower)).toBeGreaterThan(R_TOLERANCE);
  });
});

describe('the two-item case', () => {
  it("gives no alpha if deleted: psych's figure there is a regression slope, not an alpha", () => {
    const result = cronbachAlpha(twoItems.data);
    for (const item of result.items) {
      expect(item.alphaIfDeleted).toBeNull();
      expect(item.alphaIfDeletedReason).toBe('singleItemLeft');
    }
    const { comoments } = momentsFromRows(twoItems.data, 2);
    const [[c11, c12], [, c22]] = comoments as [[number, number], [number, number]];
    expect(twoItems.psych.alphaDropRaw[0]).toBeCloseTo(c12 / c22, 12);
    expect(twoItems.psych.alphaDropRaw[1]).toBeCloseTo(c12 / c11, 12);
  });
});

describe('the sums form gives exactly what the matrix form gives', () => {
  const integerFixtures = DATA_FIXTURES.filter((fixture) => fixture !== continuous);

  it.each(integerFixtures)('on "$name", bit for bit', ({ data }) => {
    expect(alphaFromSums(itemSums(data))).toStrictEqual(cronbachAlpha(data));
  });

  it('when the rows arrive one at a time', () => {
    const accumulator = new ItemSumsAccumulator(24);
    for (const row of prca24.data) accumulator.add(row);
    expect(accumulator.n).toBe(300);
    expect(accumulator.toSums()).toStrictEqual(itemSums(prca24.data));
    expect(alphaFromSums(accumulator.toSums())).toStrictEqual(cronbachAlpha(prca24.data));
  });

  it('for a category taken out of the 24-item sums', () => {
    const six = [0, 1, 2, 3, 4, 5];
    const fromSums = alphaFromSums(subsetItemSums(itemSums(prca24.data), six));
    expect(fromSums).toStrictEqual(cronbachAlpha(prca24.data.map((row) => row.slice(0, 6))));
    expect(fromSums).toStrictEqual(cronbachAlpha(groupDiscussion.data));
  });

  it('on any matrix of answers 1-5', () => {
    const matrix = fc.integer({ min: 0, max: 6 }).chain((k) =>
      fc.array(fc.array(fc.integer({ min: 1, max: 5 }), { minLength: k, maxLength: k }), {
        maxLength: 40,
      }),
    );
    fc.assert(
      fc.property(matrix, (rows) => {
        const itemCount = rows[0]?.length ?? 0;
        const fromRows = cronbachAlpha(rows, { itemCount });
        expect(alphaFromSums(itemSums(rows, itemCount))).toStrictEqual(fromRows);
        for (const value of [fromRows.alpha, ...fromRows.items.map((i) => i.alphaIfDeleted)]) {
          expect(value === null || Number.isFinite(value)).toBe(true);
        }
      }),
    );
  });

  it('on non-integer data, to rounding (two-pass centring versus sums)', () => {
    const fromRows = cronbachAlpha(continuous.data);
    const fromSums = alphaFromSums(itemSums(continuous.data));
    const figures = (result: AlphaAnalysis): number[] => [
      result.alpha ?? NaN,
      result.standardizedAlpha ?? NaN,
      result.feldt?.lower ?? NaN,
      ...result.items.flatMap((item) => [
        item.correctedItemTotalCorrelation ?? NaN,
        item.sd ?? NaN,
      ]),
    ];
    const expected = figures(fromRows);
    figures(fromSums).forEach((value, index) => {
      expect(value).toBeCloseTo(expected[index] as number, 9);
    });
  });

  it('loses nothing to cancellation: shifting every answer by a million changes no figure', () => {
    // n·Σxy and Σx·Σy exceed 2^53 here; the BigInt path keeps their difference exact.
    const shifted = prca24.data.map((row) => row.map((value) => value + 1e6));
    const original = cronbachAlpha(prca24.data);
    const moved = alphaFromSums(itemSums(shifted));
    expect({ ...moved, items: moved.items.map((item) => ({ ...item, mean: null })) }).toStrictEqual(
      { ...original, items: original.items.map((item) => ({ ...item, mean: null })) },
    );
  });
});

describe('edge cases give null with a reason, never NaN', () => {
  it('no respondents', () => {
    const result = cronbachAlpha([], { itemCount: 4 });
    expect(result).toMatchObject({
      sampleSize: 0,
      itemCount: 4,
      alpha: null,
      reason: 'tooFewRespondents',
    });
    expect(result.items).toHaveLength(4);
    expect(result.items[0]).toMatchObject({
      mean: null,
      sd: null,
      correctedItemTotalCorrelation: null,
      correctedItemTotalCorrelationReason: 'alphaUnavailable',
    });
  });

  it('one respondent', () => {
    const result = cronbachAlpha([[1, 2, 3]]);
    expect(result).toMatchObject({ sampleSize: 1, alpha: null, reason: 'tooFewRespondents' });
    expect(result.items.map((item) => [item.mean, item.sd])).toEqual([
      [1, null],
      [2, null],
      [3, null],
    ]);
  });

  it('fewer than two items', () => {
    expect(cronbachAlpha([[1], [2], [3]]).reason).toBe('tooFewItems');
    expect(cronbachAlpha([[], []]).reason).toBe('tooFewItems');
  });

  it('everyone giving the same answers', () => {
    const result = cronbachAlpha([
      [3, 2, 4],
      [3, 2, 4],
      [3, 2, 4],
    ]);
    expect(result).toMatchObject({
      alpha: null,
      reason: 'zeroTotalVariance',
      standardizedAlpha: null,
      standardizedAlphaReason: 'zeroTotalVariance',
      averageInterItemCorrelation: null,
      feldt: null,
      excludedItems: [0, 1, 2],
    });
    expect(
      result.items.every((item) => item.correctedItemTotalCorrelationReason === 'zeroVariance'),
    ).toBe(true);
  });

  it('a total that never varies although the items do', () => {
    const result = cronbachAlpha([
      [1, 5],
      [2, 4],
      [4, 2],
    ]);
    expect(result).toMatchObject({ alpha: null, reason: 'zeroTotalVariance', excludedItems: [] });
  });

  it('only one item that varies', () => {
    const result = cronbachAlpha([
      [1, 3, 3],
      [2, 3, 3],
      [5, 3, 3],
    ]);
    expect(result).toMatchObject({
      alpha: null,
      reason: 'tooFewItemsWithVariance',
      excludedItems: [1, 2],
    });
    expect(result.items[0]?.correctedItemTotalCorrelationReason).toBe('alphaUnavailable');
    expect(result.items[1]?.correctedItemTotalCorrelationReason).toBe('zeroVariance');
  });

  it('an item without variance is left out, as psych leaves it out', () => {
    const result = cronbachAlpha(zeroVariance.data);
    expect(result.excludedItems).toEqual([2]);
    expect(result.items[2]).toEqual({
      item: 2,
      mean: 4,
      sd: 0,
      correctedItemTotalCorrelation: null,
      correctedItemTotalCorrelationReason: 'zeroVariance',
      alphaIfDeleted: null,
      alphaIfDeletedReason: 'zeroVariance',
    });
  });

  it('an item whose other items always add up to the same total', () => {
    // Items 2 and 3 always sum to 6, so the rest of the scale has no variance without item 1.
    const result = cronbachAlpha([
      [1, 1, 5],
      [2, 4, 2],
      [4, 3, 3],
      [5, 2, 4],
    ]);
    expect(result.alpha).toBeTypeOf('number');
    expect(result.items[0]).toMatchObject({
      correctedItemTotalCorrelation: null,
      correctedItemTotalCorrelationReason: 'zeroRestVariance',
      alphaIfDeleted: null,
      alphaIfDeletedReason: 'zeroRestVariance',
    });
    expect(result.items[1]?.correctedItemTotalCorrelation).toBeTypeOf('number');
  });

  it('correlations that sum to zero leave only the standardised alpha out', () => {
    // r = −1 exactly, with different variances: sum(R) = 0 while sum(C) > 0.
    const result = cronbachAlpha([
      [1, 8],
      [3, 4],
      [1, 8],
      [3, 4],
    ]);
    expect(result.alpha).toBe(-8);
    expect(result.averageInterItemCorrelation).toBe(-1);
    expect(result).toMatchObject({
      standardizedAlpha: null,
      standardizedAlphaReason: 'zeroStandardizedTotalVariance',
    });
  });

  it('identical items give an alpha of 1, rounding and all', () => {
    const column = prca24.data.map((row) => row[0] as number);
    const result = cronbachAlpha(column.map((value) => [value, value, value, value, value]));
    expect(result.alpha).toBeCloseTo(1, 14);
    expect(result.feldt?.lower).toBeCloseTo(1, 14);
    expect(result.items[0]?.correctedItemTotalCorrelation).toBeCloseTo(1, 14);
  });

  it('rejects malformed input instead of guessing', () => {
    expect(() => cronbachAlpha([[1, 2], [3]])).toThrow(RangeError);
    expect(() => cronbachAlpha([[1, NaN]])).toThrow(RangeError);
    expect(() => cronbachAlpha([], { itemCount: -1 })).toThrow(RangeError);
  });
});
