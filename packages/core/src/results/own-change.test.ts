import { describe, expect, it } from 'vitest';
import { pairedChange } from '../statistics/paired-change';
import { reliableChangeDirection, smallestReliableChange } from '../statistics/reliable-change';
import { scoreHistogram } from '../statistics/score-moments';
import { ownScoreChange, usableMeasurementError, type OwnChangeKind } from './own-change';

describe('the reliable change rule (Jacobson and Truax, 1991)', () => {
  // SEM 3: the difference of two measurements has √2·3 = 4.243 points of error, and a change
  // is larger than it from 1.96 × 4.243 = 8.32 points on.
  it.each([
    [8, 'unchanged'],
    [8.3, 'unchanged'],
    [8.4, 'worsened'],
    [9, 'worsened'],
    [-8, 'unchanged'],
    [-9, 'improved'],
    [0, 'unchanged'],
  ] as const)('a change of %s points against an SEM of 3 is %s', (change, direction) => {
    expect(reliableChangeDirection(change, 3)).toBe(direction);
  });

  it('gives the smallest whole change that is larger than the error', () => {
    expect(smallestReliableChange(3)).toBe(9);
    expect(smallestReliableChange(1)).toBe(3); // 2.77
    expect(smallestReliableChange(0.1)).toBe(1);
    for (const sem of [0.4, 1.7, 2.2, 3.61, 5, 7.3]) {
      const points = smallestReliableChange(sem);
      expect(reliableChangeDirection(points, sem), `${sem}`).toBe('worsened');
      expect(reliableChangeDirection(points - 1, sem), `${sem}`).not.toBe('worsened');
    }
  });

  it("is the rule the researchers' counts of improved and worsened students follow", () => {
    // Ten pairs: their changes, and earlier scores whose spread and alpha give the SEM.
    const before = [60, 72, 55, 80, 66, 90, 48, 75, 62, 70];
    const changes = [-20, -9, -8, -3, 0, 2, 8, 9, 15, -1];
    const figures = pairedChange({
      before: scoreHistogram(before),
      after: scoreHistogram(before.map((score, i) => score + changes[i]!)),
      change: scoreHistogram(changes),
      alpha: 0.9,
    });
    const sem = figures.sem!;
    const kinds = changes.map(
      (change, i) => ownScoreChange('total', before[i]!, before[i]! + change, sem).kind,
    );
    const count = (...of: OwnChangeKind[]) => kinds.filter((kind) => of.includes(kind)).length;
    expect(figures.reliableChange).toEqual({
      improved: count('lessBeyondError'),
      unchanged: count('lessWithinError', 'moreWithinError', 'same'),
      worsened: count('moreBeyondError'),
    });
  });
});

describe("a student's own change in words", () => {
  it.each([
    [72, 60, 3, 'lessBeyondError'],
    [60, 72, 3, 'moreBeyondError'],
    [72, 66, 3, 'lessWithinError'],
    [66, 72, 3, 'moreWithinError'],
    [72, 72, 3, 'same'],
    [72, 60, null, 'lessErrorUnknown'],
    [60, 72, null, 'moreErrorUnknown'],
    [72, 72, null, 'same'],
  ] as const)('from %s to %s with an SEM of %s is %s', (before, after, sem, kind) => {
    expect(ownScoreChange('total', before, after, sem)).toEqual({
      score: 'total',
      before,
      after,
      change: after - before,
      kind,
      reliableFrom: sem === null ? null : 9,
    });
  });
});

describe('the measurement error a student may be told', () => {
  it("is the study's SEM once it rests on at least the minimum number of pairs", () => {
    expect(usableMeasurementError({ n: 5, sem: 3.2 }, 5)).toBe(3.2);
    expect(usableMeasurementError({ n: 120, sem: 3.2 }, 5)).toBe(3.2);
  });

  it('is not known with fewer pairs, without figures, or with no positive SEM', () => {
    expect(usableMeasurementError({ n: 4, sem: 3.2 }, 5)).toBeNull();
    expect(usableMeasurementError(undefined, 5)).toBeNull();
    expect(usableMeasurementError({ n: 50, sem: null }, 5)).toBeNull();
    expect(usableMeasurementError({ n: 50, sem: 0 }, 5)).toBeNull();
    expect(usableMeasurementError({ n: 50, sem: Number.NaN }, 5)).toBeNull();
  });
});
