import { describe, expect, it } from 'vitest';
import { itemSums } from '../psychometrics/item-sums';
import { itemStatistics } from './item-statistics';
import { ITEMS_FIXTURES, aggregatesOf } from './items-fixture.test-support';
import { expectAgreesWithR } from './r-agreement.test-support';
import { PRCA24_SUBSCALES } from './subscales';

describe.each(ITEMS_FIXTURES)('item statistics of "$name" agree with R', (fixture) => {
  const result = itemStatistics(aggregatesOf(fixture), fixture.subscales);

  it('per item: mean, sd, skew and kurtosis as psych::describe(type = 3)', () => {
    result.items.forEach((item, i) => {
      expectAgreesWithR(item.mean, fixture.r.describe.mean[i] ?? null, `mean ${i}`);
      expectAgreesWithR(item.sd, fixture.r.describe.sd[i] ?? null, `sd ${i}`);
      expectAgreesWithR(item.skew, fixture.r.describe.skew[i] ?? null, `skew ${i}`);
      expectAgreesWithR(item.kurtosis, fixture.r.describe.kurtosis[i] ?? null, `kurtosis ${i}`);
    });
  });

  it('the share of each answer as psych::alpha()$response.freq', () => {
    result.items.forEach((item, i) => {
      const expected = fixture.r.responseFreq[i] ?? null;
      if (expected === null) {
        expect(item.responseFreq).toBeNull();
        return;
      }
      expected.forEach((share, a) =>
        expectAgreesWithR(item.responseFreq?.[a], share, `item ${i} answer ${a + 1}`),
      );
    });
  });

  it('the inter-item and subscale correlation matrices as cor', () => {
    fixture.r.correlations.forEach((row, i) =>
      row.forEach((r, j) => expectAgreesWithR(result.correlations[i]?.[j], r, `r ${i},${j}`)),
    );
    fixture.r.subscaleCorrelations.forEach((row, i) =>
      row.forEach((r, j) =>
        expectAgreesWithR(result.subscaleCorrelations[i]?.[j], r, `subscales ${i},${j}`),
      ),
    );
  });

  it('corrected item-total correlations within the scale and each subscale (r.drop)', () => {
    result.items.forEach((item, i) => {
      expectAgreesWithR(
        item.correctedItemTotalCorrelation,
        fixture.r.rDropWhole[i] ?? null,
        `r.drop ${i}`,
      );
      expectAgreesWithR(
        item.subscaleCorrectedItemTotalCorrelation,
        fixture.r.rDropSubscale[i] ?? null,
        `subscale r.drop ${i}`,
      );
    });
  });
});

describe('itemStatistics, beyond the fixtures', () => {
  const [prca24, miskeyed] = ITEMS_FIXTURES;

  it('flags the reversed item, and only it, as possibly mis-keyed', () => {
    const flagged = (fixture: typeof prca24) =>
      itemStatistics(aggregatesOf(fixture!)).items.flatMap((item) =>
        item.possiblyMiskeyed ? [item.item] : [],
      );
    expect(flagged(prca24)).toEqual([]);
    expect(flagged(miskeyed)).toEqual([10]);
  });

  it('names each item’s subscale, PRCA-24 contexts by default', () => {
    const result = itemStatistics(aggregatesOf(prca24!));
    expect(result.subscales).toEqual(PRCA24_SUBSCALES.map(({ name }) => name));
    expect(result.items[0]?.subscale).toBe('groupDiscussion');
    expect(result.items[23]?.subscale).toBe('publicSpeaking');
  });

  it('says why a figure is missing', () => {
    const [constantItem] = ITEMS_FIXTURES.filter(({ name }) => name === 'constant-item');
    const item = itemStatistics(aggregatesOf(constantItem!)).items[2];
    expect(item?.reason).toBe('zeroVariance');
    expect(item?.correctedItemTotalCorrelationReason).toBe('zeroVariance');
    const [one] = ITEMS_FIXTURES.filter(({ name }) => name === 'one-response');
    expect(itemStatistics(aggregatesOf(one!)).items[0]?.reason).toBe('tooFewRespondents');
    const [empty] = ITEMS_FIXTURES.filter(({ name }) => name === 'empty');
    expect(itemStatistics(aggregatesOf(empty!)).items[0]).toMatchObject({
      mean: null,
      responseFreq: null,
      reason: 'noResponses',
    });
  });

  it('refuses answer counts that do not describe the same answers as the sums', () => {
    const aggregates = aggregatesOf(prca24!);
    const counts = aggregates.counts.map((row) => [...row]);
    counts[3]![0] = (counts[3]![0] as number) + 1;
    expect(() => itemStatistics({ ...aggregates, counts })).toThrow(RangeError);
    expect(() => itemStatistics({ ...aggregates, counts: counts.slice(1) })).toThrow(RangeError);
  });

  it('gives from a million answers what the sums of their rows give', () => {
    // Answers 1..5 in a fixed pattern; the counts and sums of 1e6 rows are built without rows.
    const rows = [
      [1, 2, 3],
      [2, 2, 4],
      [5, 4, 5],
      [3, 3, 3],
      [4, 5, 4],
    ];
    const times = 200_000;
    const few = itemSums(rows);
    const many = {
      n: few.n * times,
      sums: few.sums.map((s) => s * times),
      crossProducts: few.crossProducts.map((row) => row.map((c) => c * times)),
    };
    const counts = [0, 1, 2].map((i) =>
      [1, 2, 3, 4, 5].map((v) => rows.filter((row) => row[i] === v).length * times),
    );
    const subscales = [{ name: 'all', items: [0, 1, 2] }];
    const big = itemStatistics({ counts, sums: many }, subscales);
    const small = itemStatistics(
      { counts: counts.map((c) => c.map((x) => x / times)), sums: few },
      subscales,
    );
    big.correlations.forEach((row, i) =>
      row.forEach((r, j) => expect(r).toBeCloseTo(small.correlations[i]?.[j] as number, 14)),
    );
    // The same answers 200,000 times over: the population moments stay, n − 1 changes, and
    // type 3 skew and kurtosis scale by powers of (n − 1)/n.
    const N = 5 * times;
    const ratio = (N - 1) / N / (4 / 5);
    big.items.forEach((item, i) => {
      const few = small.items[i];
      expect(item.mean).toBe(few?.mean);
      expect(item.sd).toBeCloseTo(Math.sqrt(((few?.sd as number) ** 2 * 4 * times) / (N - 1)), 12);
      expect(item.skew).toBeCloseTo((few?.skew as number) * ratio ** 1.5, 12);
      expect((item.kurtosis as number) + 3).toBeCloseTo(
        ((few?.kurtosis as number) + 3) * ratio ** 2,
        12,
      );
    });
  });
});
