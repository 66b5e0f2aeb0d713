import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isWithheld, withheldCells } from './withholding';

describe('withheldCells', () => {
  it('withholds nothing without a minimum', () => {
    expect(withheldCells([1, 0, 30], null)).toEqual([false, false, false]);
  });

  it('withholds a cell under the minimum and, beside it alone, the next smallest', () => {
    // Class of 12: a gender cell of 2 alone would be 12 − 6 − 4.
    expect(withheldCells([6, 2, 4], 5)).toEqual([false, true, true]);
    expect(withheldCells([7, 0, 5], 5)).toEqual([false, true, true]);
    expect(withheldCells([3, 9, 8], 5)).toEqual([true, false, true]);
  });

  it('needs nothing more when two cells are already withheld', () => {
    expect(withheldCells([2, 3, 20], 5)).toEqual([true, true, false]);
  });

  it('withholds every cell of a group under the minimum', () => {
    expect(withheldCells([3, 1], 5)).toEqual([true, true]);
  });

  it('withholds a breakdown whole when all, or all but fewer than the minimum, share one cell', () => {
    // Five students who all chose "severe impact" would otherwise read "5 of 5".
    expect(withheldCells([0, 0, 0, 5], 5)).toEqual([true, true, true, true]);
    // 26 of 30 in one level: the other four are fewer than the minimum.
    expect(withheldCells([26, 3, 1], 5)).toEqual([true, true, true]);
    // 25 of 30: the other five are a group of the minimum, so the breakdown is shown.
    expect(withheldCells([25, 3, 2], 5)).toEqual([false, true, true]);
  });

  it('never leaves one withheld cell that the total minus the others would give', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat({ max: 20 }), { minLength: 2, maxLength: 6 }),
        fc.integer({ min: 2, max: 10 }),
        (counts, minimum) => {
          const withheld = withheldCells(counts, minimum);
          expect(withheld.filter(Boolean).length).not.toBe(1);
          const total = counts.reduce((sum, count) => sum + count, 0);
          // Whatever is shown, at least `minimum` students are not in the largest cell.
          if (withheld.includes(false)) {
            expect(total - Math.max(...counts)).toBeGreaterThanOrEqual(minimum);
          }
          counts.forEach((count, i) => {
            if (!withheld[i]) expect(count).toBeGreaterThanOrEqual(minimum);
          });
        },
      ),
    );
  });
});

describe('isWithheld', () => {
  it('withholds figures on fewer respondents than the minimum only', () => {
    expect(isWithheld(4, 5)).toBe(true);
    expect(isWithheld(5, 5)).toBe(false);
    expect(isWithheld(0, null)).toBe(false);
  });
});
