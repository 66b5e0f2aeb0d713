import { describe, expect, it } from 'vitest';
import { largestEigenpair, symmetricEigen } from './symmetric-eigen';

function multiply(matrix: number[][], vector: number[]): number[] {
  return matrix.map((row) =>
    row.reduce((total, value, j) => total + value * (vector[j] as number), 0),
  );
}

describe('symmetricEigen', () => {
  it('finds the eigenpairs of a known matrix, largest first', () => {
    // [[2, 1], [1, 2]] has eigenvalues 3 and 1 with vectors (1, 1)/√2 and (1, −1)/√2.
    const [first, second] = symmetricEigen([
      [2, 1],
      [1, 2],
    ]);
    expect(first?.value).toBeCloseTo(3, 14);
    expect(second?.value).toBeCloseTo(1, 14);
    expect(Math.abs(first?.vector[0] as number)).toBeCloseTo(Math.SQRT1_2, 14);
    expect((first?.vector[0] as number) * (first?.vector[1] as number)).toBeGreaterThan(0);
  });

  it('satisfies A·v = λ·v with orthonormal vectors on a 24 × 24 correlation-like matrix', () => {
    const m = 24;
    const matrix = Array.from({ length: m }, (_, i) =>
      Array.from({ length: m }, (_, j) => (i === j ? 1 : 0.3 + 0.2 * Math.cos(i * j + i + j))),
    );
    const pairs = symmetricEigen(matrix);
    expect(pairs).toHaveLength(m);
    for (const { value, vector } of pairs) {
      const product = multiply(matrix, vector);
      product.forEach((entry, i) => expect(entry).toBeCloseTo(value * (vector[i] as number), 12));
    }
    const dot = pairs[0]?.vector.reduce((t, x, i) => t + x * (pairs[1]?.vector[i] as number), 0);
    expect(dot).toBeCloseTo(0, 13);
    expect(pairs.map((p) => p.value)).toEqual([...pairs.map((p) => p.value)].sort((a, b) => b - a));
  });
});

describe('largestEigenpair', () => {
  it('finds the largest eigenvalue when every row sums to 0 (the all-ones start is orthogonal to it)', () => {
    // Eigenvalues 2 (vector (1, −1)/√2) and 0 (vector (1, 1)/√2, where power iteration starts).
    const pair = largestEigenpair([
      [1, -1],
      [-1, 1],
    ]);
    expect(pair.value).toBeCloseTo(2, 12);
    expect(Math.abs(pair.vector[0] as number)).toBeCloseTo(Math.SQRT1_2, 12);
    expect((pair.vector[0] as number) * (pair.vector[1] as number)).toBeLessThan(0);
  });
});
