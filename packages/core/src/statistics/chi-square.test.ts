import { describe, expect, it } from 'vitest';
import { chiSquareTest } from './chi-square';
import fixtures from './fixtures/group-comparison.json';
import { expectAgreesWithR, expectPValueAgreesWithR } from './r-agreement.test-support';

interface ChiSquareFixture {
  name: string;
  minGroupSize: number;
  rows: string[];
  columns: string[];
  counts: number[][];
  r: Record<'chiSquare' | 'df' | 'p' | 'cramersV' | 'expectedBelowFive', number | null>;
}

const CASES = fixtures.chiSquare as ChiSquareFixture[];

describe.each(CASES)('the chi-square test "$name"', (fixture) => {
  it('agrees with chisq.test(correct = FALSE) and its Cramér’s V', () => {
    const result = chiSquareTest(fixture, { minGroupSize: fixture.minGroupSize });
    expectAgreesWithR(result.chiSquare, fixture.r.chiSquare, 'chi-square');
    expectAgreesWithR(result.df, fixture.r.df, 'df');
    expectPValueAgreesWithR(result.p, fixture.r.p, 'p');
    expectAgreesWithR(result.cramersV, fixture.r.cramersV, "Cramér's V");
    expect(result.expectedBelowFive).toBe(fixture.r.expectedBelowFive);
    expect(result.reason === null).toBe(fixture.r.chiSquare !== null);
  });
});

describe('chiSquareTest, beyond the fixtures', () => {
  const table = {
    rows: ['a', 'b', 'c'],
    columns: ['low', 'moderate', 'high'],
    counts: [
      [10, 0, 7],
      [20, 0, 12],
      [0, 0, 0],
    ],
  };

  it('leaves out empty rows and columns and says which it tested', () => {
    const result = chiSquareTest(table);
    expect(result.testedRows).toEqual(['a', 'b']);
    expect(result.testedColumns).toEqual(['low', 'high']);
    expect(result.n).toBe(49);
    expect(result.df).toBe(1);
  });

  it('leaves out groups under the minimum', () => {
    const result = chiSquareTest(table, { minGroupSize: 20 });
    expect(result.testedRows).toEqual(['b']);
    expect(result.reason).toBe('tooFewGroups');
    expect(result.chiSquare).toBeNull();
  });

  it('says why there is no test', () => {
    const oneLevel = {
      ...table,
      counts: [
        [0, 5, 0],
        [0, 9, 0],
        [0, 0, 0],
      ],
    };
    expect(chiSquareTest(oneLevel).reason).toBe('tooFewLevels');
    const empty = {
      ...table,
      counts: [
        [0, 0, 0],
        [0, 0, 0],
        [0, 0, 0],
      ],
    };
    expect(chiSquareTest(empty).reason).toBe('noResponses');
  });

  it('refuses a table whose counts do not fit its labels', () => {
    expect(() => chiSquareTest({ ...table, counts: [[1, 2]] })).toThrow(RangeError);
    expect(() =>
      chiSquareTest({
        ...table,
        counts: [
          [1, 2, 0.5],
          [1, 1, 1],
          [0, 0, 0],
        ],
      }),
    ).toThrow(RangeError);
  });
});
