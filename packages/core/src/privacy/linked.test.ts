import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isLinkedCountWithheld, linkedWithheldCells } from './linked';
import { isRecoverable } from './recoverable';
import { withheldCells } from './withholding';

/** Every subset of 0..n-1 with at least one member. */
const subsets = (n: number) =>
  Array.from({ length: 2 ** n - 1 }, (_, mask) =>
    Array.from({ length: n }, (_, i) => i).filter((i) => ((mask + 1) >> i) & 1),
  );

describe('linkedWithheldCells', () => {
  it('is the class’s own suppression for one class', () => {
    expect(linkedWithheldCells([[7, 0, 5]], 5)).toEqual(withheldCells([7, 0, 5], 5));
  });

  it('withholds in a union every cell withheld in one of its classes', () => {
    // The attack of issue 28: X1 (low 9, moderate 0, high 5) and X3 (low 5, moderate 3, high 9).
    // X3's moderate (3) is withheld with its low beside it; X1's moderate (0) with its high.
    const x1 = [9, 0, 5];
    const x3 = [5, 3, 9];
    expect(withheldCells(x1, 5)).toEqual([false, true, true]);
    expect(withheldCells(x3, 5)).toEqual([true, true, false]);
    // Their union shows nothing that subtraction of the classes' shown cells would undo.
    expect(linkedWithheldCells([x1, x3], 5)).toEqual([true, true, true]);
  });

  it('leaves no withheld cell of any class or union recoverable from every table shown', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 6 }),
        fc.array(fc.array(fc.nat({ max: 14 }), { minLength: 3, maxLength: 3 }), {
          minLength: 2,
          maxLength: 4,
        }),
        (minimum, drawn) => {
          // Only classes of at least the minimum are ever counted into a scoped figure.
          const classes = drawn.filter((cells) => cells.reduce((a, b) => a + b, 0) >= minimum);
          if (classes.length < 2) return;
          const width = 3;
          const unknowns = classes.length * width;
          const at = (c: number, i: number) => c * width + i;
          const known: number[][] = [];
          const withheldTargets: number[][] = [];
          for (const members of subsets(classes.length)) {
            const parts = members.map((c) => classes[c]!);
            const withheld = linkedWithheldCells(parts, minimum);
            const cellVector = (i: number) => {
              const vector = Array<number>(unknowns).fill(0);
              for (const c of members) vector[at(c, i)] = 1;
              return vector;
            };
            // The table's total is always shown (its responses), and each shown cell.
            const total = Array<number>(unknowns).fill(0);
            for (const c of members) for (let i = 0; i < width; i += 1) total[at(c, i)] = 1;
            known.push(total);
            for (let i = 0; i < width; i += 1) {
              (withheld[i] ? withheldTargets : known).push(cellVector(i));
            }
          }
          for (const target of withheldTargets) expect(isRecoverable(known, target)).toBe(false);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('isLinkedCountWithheld', () => {
  it('withholds a union’s count when any of its classes’ counts is withheld', () => {
    expect(isLinkedCountWithheld([6, 2], 5)).toBe(true);
    expect(isLinkedCountWithheld([6, 5], 5)).toBe(false);
    expect(isLinkedCountWithheld([], 5)).toBe(true);
    expect(isLinkedCountWithheld([1], null)).toBe(false);
  });
});
