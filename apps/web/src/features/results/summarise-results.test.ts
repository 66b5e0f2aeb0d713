import { describe, expect, it } from 'vitest';
import type { Subscores } from '@prca/core';
import {
  COMPLETION_RATE,
  NOT_GIVEN,
  numberResults,
  percentage,
  roundedMean,
  summariseResults,
} from './summarise-results';
import type { SummarisableResult } from './summarise-results';

function result(
  [groupDiscussion, meetings, interpersonal, publicSpeaking]: [number, number, number, number],
  grade?: string,
  gender?: string,
): SummarisableResult {
  const subscores: Subscores = { groupDiscussion, meetings, interpersonal, publicSpeaking };
  return {
    totalScore: groupDiscussion + meetings + interpersonal + publicSpeaking,
    subscores,
    demographics: { grade, gender },
  };
}

/** Totals only: every context gets a quarter (each total here is a multiple of 4). */
function withTotal(total: number, grade = 'grade10', gender = 'female'): SummarisableResult {
  const each = total / 4;
  return result([each, each, each, each], grade, gender);
}

describe('summariseResults', () => {
  // Subscores of core's hand-worked examples C, A and a low one:
  //   high    24 15 22 26 = 87   grade10 female
  //   average 16 19 14 15 = 64   grade10 male
  //   low     10 12 11 12 = 45   grade11 female
  const fixture = [
    result([24, 15, 22, 26], 'grade10', 'female'),
    result([16, 19, 14, 15], 'grade10', 'male'),
    result([10, 12, 11, 12], 'grade11', 'female'),
  ];

  it('computes the figures worked out by hand', () => {
    expect(summariseResults(fixture)).toEqual({
      count: 3,
      // (87 + 64 + 45) / 3 = 65.33
      averageTotal: 65.3,
      averageTotalLevel: 'average',
      averageSubscores: {
        groupDiscussion: { average: 16.7, level: 'average' }, // 50 / 3, between 11 and 20
        meetings: { average: 15.3, level: 'average' }, // 46 / 3, between 13 and 20
        interpersonal: { average: 15.7, level: 'average' }, // 47 / 3, between 11 and 18
        publicSpeaking: { average: 17.7, level: 'average' }, // 53 / 3, between 14 and 24
      },
      distribution: [
        { level: 'low', count: 1, percentage: 33.3 },
        { level: 'average', count: 1, percentage: 33.3 },
        { level: 'high', count: 1, percentage: 33.3 },
      ],
      byGrade: [
        { key: 'grade10', count: 2, averageTotal: 75.5 }, // (87 + 64) / 2
        { key: 'grade11', count: 1, averageTotal: 45 },
      ],
      byGender: [
        { key: 'male', count: 1, averageTotal: 64 },
        { key: 'female', count: 2, averageTotal: 66 }, // (87 + 45) / 2
      ],
    });
  });

  it('has nothing to summarise for no results', () => {
    expect(summariseResults([])).toBeNull();
  });

  it('summarises a single result as itself', () => {
    const summary = summariseResults([fixture[0]!]);
    expect(summary?.averageTotal).toBe(87);
    expect(summary?.averageTotalLevel).toBe('high');
    expect(summary?.distribution.map((entry) => entry.percentage)).toEqual([0, 0, 100]);
    expect(summary?.averageSubscores.publicSpeaking).toEqual({ average: 26, level: 'high' });
  });

  it('reads levels from the unrounded means', () => {
    // 80, 80, 81: mean 80.33 is above 80, so high, though each of two results is average.
    const summary = summariseResults([withTotal(80), withTotal(80), result([21, 20, 20, 20])]);
    expect(summary?.averageTotal).toBe(80.3);
    expect(summary?.averageTotalLevel).toBe('high');
    expect(summary?.distribution).toEqual([
      { level: 'low', count: 0, percentage: 0 },
      { level: 'average', count: 2, percentage: 66.7 },
      { level: 'high', count: 1, percentage: 33.3 },
    ]);
    // Group discussion 20, 20, 21: mean 20.33 is above 20, so high.
    expect(summary?.averageSubscores.groupDiscussion).toEqual({ average: 20.3, level: 'high' });
    expect(summary?.averageSubscores.meetings).toEqual({ average: 20, level: 'average' });
  });

  it('orders groups as core lists them, unknown values last and missing ones as not given', () => {
    const summary = summariseResults([
      withTotal(48, 'grade12', 'other'),
      withTotal(60, 'grade9', 'male'),
      withTotal(72, 'grade10', ''),
      result([6, 6, 6, 6]),
    ]);
    expect(summary?.byGrade.map((group) => group.key)).toEqual([
      'grade10',
      'grade12',
      'grade9',
      NOT_GIVEN,
    ]);
    expect(summary?.byGender.map((group) => [group.key, group.count])).toEqual([
      ['male', 1],
      ['other', 1],
      [NOT_GIVEN, 2],
    ]);
    expect(summary?.byGender.at(-1)?.averageTotal).toBe(48); // (72 + 24) / 2
  });

  it('keeps the completion rate at 100 %', () => {
    expect(COMPLETION_RATE).toBe(100);
  });
});

describe('rounding to one decimal as R rounds', () => {
  it.each([
    [1, 3, 33.3],
    [2, 3, 66.7],
    [1, 6, 16.7],
    [1, 8, 12.5],
    [1, 16, 6.2], // 6.25, an exact half, goes to the even digit as in R
    [23, 80, 28.8], // 28.75, exact, to even; (23 / 80) × 100 would land just below it
    [7, 7, 100],
    [0, 5, 0],
    [0, 0, 0],
  ])('%i of %i is %d %', (count, total, expected) => {
    expect(percentage(count, total)).toBe(expected);
  });

  it('rounds means as R does', () => {
    expect(roundedMean([80, 81])).toBe(80.5);
    expect(roundedMean([64, 65, 65])).toBe(64.7);
    // The double nearest 1601 / 20 lies below 80.05: R's round(…, 1) gives 80.
    expect(roundedMean([...Array<number>(19).fill(80), 81])).toBe(80);
    expect(roundedMean([])).toBe(0);
  });
});

describe('numberResults', () => {
  it('lists newest first and numbers in the order taken', () => {
    const first = { id: 'first', timestamp: '2025-01-05T09:00:00.000Z' };
    const second = { id: 'second', timestamp: '2025-02-10T09:00:00.000Z' };
    const third = { id: 'third', timestamp: '2025-02-10T10:30:00.000Z' };
    expect(numberResults([second, third, first])).toEqual([
      { number: 3, result: third },
      { number: 2, result: second },
      { number: 1, result: first },
    ]);
    expect(numberResults([])).toEqual([]);
  });
});
