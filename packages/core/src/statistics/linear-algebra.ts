/* Cholesky factorisation and what it gives, for the small symmetric matrices of factor analysis. */

type Matrix = readonly (readonly number[])[];

/**
 * The lower triangle L with A = L·Lᵀ, or null when A is not positive definite: a pivot at or
 * below `minPivot` (relative to A's largest diagonal element) counts as singular.
 */
export function cholesky(a: Matrix, minPivot = 0): number[][] | null {
  const m = a.length;
  const scale = Math.max(0, ...a.map((row, i) => row[i] as number));
  const l = Array.from({ length: m }, () => new Array<number>(m).fill(0));
  for (let i = 0; i < m; i++) {
    for (let j = 0; j <= i; j++) {
      let s = a[i]?.[j] as number;
      for (let k = 0; k < j; k++) s -= (l[i]?.[k] as number) * (l[j]?.[k] as number);
      if (i === j) {
        if (!(s > minPivot * scale)) return null;
        (l[i] as number[])[i] = Math.sqrt(s);
      } else {
        (l[i] as number[])[j] = s / (l[j]?.[j] as number);
      }
    }
  }
  return l;
}

/** x with L·Lᵀ·x = b. */
export function solveWithCholesky(l: Matrix, b: readonly number[]): number[] {
  const m = l.length;
  const y = new Array<number>(m).fill(0);
  for (let i = 0; i < m; i++) {
    let s = b[i] as number;
    for (let k = 0; k < i; k++) s -= (l[i]?.[k] as number) * (y[k] as number);
    y[i] = s / (l[i]?.[i] as number);
  }
  const x = new Array<number>(m).fill(0);
  for (let i = m - 1; i >= 0; i--) {
    let s = y[i] as number;
    for (let k = i + 1; k < m; k++) s -= (l[k]?.[i] as number) * (x[k] as number);
    x[i] = s / (l[i]?.[i] as number);
  }
  return x;
}

/** x with A·x = b for positive definite A, or null if A is not. */
export function solvePositiveDefinite(a: Matrix, b: readonly number[]): number[] | null {
  const l = cholesky(a);
  return l === null ? null : solveWithCholesky(l, b);
}

/** A⁻¹ for positive definite A, or null when A is singular to working precision. */
export function inversePositiveDefinite(a: Matrix): number[][] | null {
  const l = cholesky(a, 1e-12);
  if (l === null) return null;
  const columns = a.map((_, column) =>
    solveWithCholesky(
      l,
      a.map((__, i) => (i === column ? 1 : 0)),
    ),
  );
  // A⁻¹ is symmetric, so its columns are its rows.
  return columns;
}
