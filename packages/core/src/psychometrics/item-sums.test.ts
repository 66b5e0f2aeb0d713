import { describe, expect, it } from 'vitest';
import { feldtInterval } from './feldt';
import { ItemSumsAccumulator, itemSums, momentsFromSums, subsetItemSums } from './item-sums';

const ROWS = [
  [1, 2, 3],
  [2, 2, 5],
  [4, 1, 3],
];

describe('item sums', () => {
  it('hold n, Σx and the symmetric matrix of Σxy', () => {
    expect(itemSums(ROWS)).toEqual({
      n: 3,
      sums: [7, 5, 11],
      crossProducts: [
        [21, 10, 25],
        [10, 9, 19],
        [25, 19, 43],
      ],
    });
  });

  it('accumulate row by row to the same', () => {
    const accumulator = new ItemSumsAccumulator(3);
    ROWS.forEach((row) => accumulator.add(row));
    expect(accumulator.toSums()).toEqual(itemSums(ROWS));
    // toSums is a snapshot: later rows do not change it.
    const snapshot = accumulator.toSums();
    accumulator.add([5, 5, 5]);
    expect(snapshot.n).toBe(3);
  });

  it('take a subset of items in the order asked', () => {
    expect(subsetItemSums(itemSums(ROWS), [2, 0])).toEqual({
      n: 3,
      sums: [11, 7],
      crossProducts: [
        [43, 25],
        [25, 21],
      ],
    });
    expect(() => subsetItemSums(itemSums(ROWS), [3])).toThrow(RangeError);
  });

  it('refuse rows of the wrong length or with non-numbers', () => {
    const accumulator = new ItemSumsAccumulator(3);
    expect(() => accumulator.add([1, 2])).toThrow(RangeError);
    expect(() => accumulator.add([1, 2, Infinity])).toThrow(RangeError);
    expect(() => new ItemSumsAccumulator(-1)).toThrow(RangeError);
  });

  it('refuse aggregates that cannot come from data', () => {
    const good = itemSums(ROWS);
    expect(() => momentsFromSums({ ...good, n: 2.5 })).toThrow(RangeError);
    expect(() => momentsFromSums({ ...good, sums: [7, 5] })).toThrow(RangeError);
    const asymmetric = good.crossProducts.map((row) => [...row]);
    (asymmetric[0] as number[])[1] = 11;
    expect(() => momentsFromSums({ ...good, crossProducts: asymmetric })).toThrow(/symmetric/);
  });

  it('give centred cross-products exactly for integer sums', () => {
    const { means, comoments } = momentsFromSums(itemSums(ROWS));
    expect(means).toEqual([7 / 3, 5 / 3, 11 / 3]);
    // Σ(x − x̄)² of 1, 2, 4 is 14/3.
    expect(comoments[0]?.[0]).toBe(14 / 3);
  });
});

describe('feldtInterval', () => {
  it('is psych alpha.ci: 1 − (1 − α)·qf at 0.975 and 0.025 of F(n − 1, (n − 1)(k − 1))', () => {
    // R 4.2.2, psych 2.2.9: unlist(psych::alpha.ci(0.8, 101, 10)).
    const interval = feldtInterval(0.8, 101, 10);
    expect(interval.level).toBe(0.95);
    expect(interval.lower).toBeCloseTo(0.73639556401712003, 12);
    expect(interval.upper).toBeCloseTo(0.85344738248269947, 12);
    expect(feldtInterval(1, 50, 5)).toEqual({ level: 0.95, lower: 1, upper: 1 });
  });

  it('refuses what has no interval', () => {
    expect(() => feldtInterval(0.8, 1, 10)).toThrow(RangeError);
    expect(() => feldtInterval(0.8, 10, 1)).toThrow(RangeError);
    expect(() => feldtInterval(NaN, 10, 5)).toThrow(RangeError);
    expect(() => feldtInterval(0.8, 10, 5, 1)).toThrow(RangeError);
  });
});
