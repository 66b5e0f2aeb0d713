/*
 * The eigenvalues and eigenvectors of a small symmetric matrix by the cyclic Jacobi method:
 * rotations that zero each off-diagonal element in turn until none is left. For the 24 × 24
 * correlation matrices here it takes well under a millisecond and is accurate to rounding.
 */

export interface EigenPair {
  value: number;
  /** Unit length. */
  vector: number[];
}

const MAX_SWEEPS = 100;

function offDiagonalNorm(a: number[][]): number {
  let total = 0;
  for (let i = 0; i < a.length; i++) {
    for (let j = i + 1; j < a.length; j++) total += (a[i]?.[j] as number) ** 2;
  }
  return Math.sqrt(total);
}

/** Every eigenpair, largest eigenvalue first. */
export function symmetricEigen(matrix: readonly (readonly number[])[]): EigenPair[] {
  const m = matrix.length;
  const a = matrix.map((row) => [...row]);
  const v = Array.from({ length: m }, (_, i) =>
    Array.from({ length: m }, (_, j) => (i === j ? 1 : 0)),
  );
  const scale = Math.max(1e-300, ...a.map((row, i) => Math.abs(row[i] as number)));
  for (let sweep = 0; sweep < MAX_SWEEPS; sweep++) {
    if (offDiagonalNorm(a) <= 1e-15 * scale) break;
    for (let p = 0; p < m - 1; p++) {
      for (let q = p + 1; q < m; q++) {
        const apq = a[p]?.[q] as number;
        if (apq === 0) continue;
        const app = a[p]?.[p] as number;
        const aqq = a[q]?.[q] as number;
        // The rotation angle θ with tan 2θ = 2apq/(aqq − app), taking the smaller root for t.
        const theta = (aqq - app) / (2 * apq);
        const t = Math.sign(theta || 1) / (Math.abs(theta) + Math.sqrt(theta * theta + 1));
        const c = 1 / Math.sqrt(t * t + 1);
        const s = t * c;
        for (let k = 0; k < m; k++) {
          const akp = a[k]?.[p] as number;
          const akq = a[k]?.[q] as number;
          (a[k] as number[])[p] = c * akp - s * akq;
          (a[k] as number[])[q] = s * akp + c * akq;
        }
        for (let k = 0; k < m; k++) {
          const apk = a[p]?.[k] as number;
          const aqk = a[q]?.[k] as number;
          (a[p] as number[])[k] = c * apk - s * aqk;
          (a[q] as number[])[k] = s * apk + c * aqk;
        }
        for (let k = 0; k < m; k++) {
          const vkp = v[k]?.[p] as number;
          const vkq = v[k]?.[q] as number;
          (v[k] as number[])[p] = c * vkp - s * vkq;
          (v[k] as number[])[q] = s * vkp + c * vkq;
        }
      }
    }
  }
  return a
    .map((row, i) => ({ value: row[i] as number, vector: v.map((vRow) => vRow[i] as number) }))
    .sort((x, y) => y.value - x.value);
}

/**
 * The eigenpair of the largest eigenvalue. Power iteration on A + cI, with c from Gershgorin's
 * discs so that every eigenvalue of the shifted matrix is ≥ 0 and the largest one dominates;
 * when the two largest eigenvalues are too close for it to converge quickly, the Jacobi method.
 */
export function largestEigenpair(matrix: readonly (readonly number[])[]): EigenPair {
  const m = matrix.length;
  const shift = Math.max(
    0,
    ...matrix.map((row, i) =>
      row.reduce((total, value, j) => total + (i === j ? -value : Math.abs(value)), 0),
    ),
  );
  let vector = new Array<number>(m).fill(1 / Math.sqrt(m));
  for (let iteration = 0; iteration < 500; iteration++) {
    const next = matrix.map(
      (row, i) =>
        row.reduce((total, value, j) => total + value * (vector[j] as number), 0) +
        shift * (vector[i] as number),
    );
    const norm = Math.sqrt(next.reduce((total, x) => total + x * x, 0));
    if (norm === 0) break;
    const normalised = next.map((x) => x / norm);
    const change = Math.max(...normalised.map((x, i) => Math.abs(x - (vector[i] as number))));
    vector = normalised;
    if (change < 1e-12) {
      const value = norm - shift;
      // A start orthogonal to the largest eigenvector (the all-ones vector is itself an
      // eigenvector when every row sums alike, as in a scale whose items cancel out) converges
      // to a smaller eigenvalue. The largest is at least every diagonal element: below one,
      // the Jacobi method answers instead.
      const largestDiagonal = Math.max(...matrix.map((row, i) => row[i] as number));
      if (value >= largestDiagonal - 1e-12 * Math.max(1, Math.abs(largestDiagonal))) {
        return { value, vector };
      }
      break;
    }
  }
  return symmetricEigen(matrix)[0] as EigenPair;
}
