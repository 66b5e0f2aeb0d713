import { inversePositiveDefinite, solvePositiveDefinite } from './linear-algebra';
import { largestEigenpair } from './symmetric-eigen';

/*
 * One common factor by minimum residuals (psych::fa(r, 1, fm = "minres")): the loadings λ that
 * minimise the squared off-diagonal residuals Σᵢ≠ⱼ (rᵢⱼ − λᵢλⱼ)². psych searches the
 * uniquenesses ψ = 1 − λ² with L-BFGS-B inside 0.005 ≤ ψ; its optimum is the stationary point
 * found here directly by Newton's method on λ, started from a principal-axis step on the
 * squared multiple correlations as psych starts. Where the unbounded optimum would give an item
 * a uniqueness below 0.005 (a Heywood case) the item is held at ψ = 0.005 as psych holds it.
 */

/** psych's lower bound on a uniqueness. */
export const MIN_UNIQUENESS = 0.005;
const MAX_COMMUNALITY = 1 - MIN_UNIQUENESS;

export interface MinresSolution {
  /** One loading per variable; their sum is positive, as psych reports them. */
  loadings: number[];
  /** Variables held at the uniqueness bound (Heywood cases), 0-based. */
  boundedItems: number[];
}

type Matrix = readonly (readonly number[])[];

/** Squared multiple correlations, psych's starting communalities (max |r| if R is singular). */
function startingCommunalities(r: Matrix): number[] {
  const inverse = inversePositiveDefinite(r);
  if (inverse !== null) return inverse.map((row, i) => 1 - 1 / (row[i] as number));
  return r.map((row, i) => Math.max(...row.map((value, j) => (i === j ? 0 : Math.abs(value)))));
}

/** One principal-axis step: the first factor of R with `communalities` on its diagonal. */
function principalAxis(r: Matrix, communalities: readonly number[]): number[] {
  const reduced = r.map((row, i) =>
    row.map((value, j) => (i === j ? (communalities[i] as number) : value)),
  );
  const first = largestEigenpair(reduced);
  const scale = Math.sqrt(Math.max(first.value, 0));
  return first.vector.map((v) => v * scale);
}

/** The criterion, with the bounded items' diagonal held at the bound. */
function residual(r: Matrix, lambda: readonly number[], bounded: ReadonlySet<number>): number {
  let total = 0;
  for (let i = 0; i < r.length; i++) {
    const li = lambda[i] as number;
    for (let j = 0; j < r.length; j++) {
      if (i !== j) total += ((r[i]?.[j] as number) - li * (lambda[j] as number)) ** 2;
    }
    if (bounded.has(i)) total += (MAX_COMMUNALITY - li * li) ** 2;
  }
  return total;
}

function gradientAndHessian(
  r: Matrix,
  lambda: readonly number[],
  bounded: ReadonlySet<number>,
): { gradient: number[]; hessian: number[][] } {
  const m = r.length;
  const squares = lambda.reduce((total, l) => total + l * l, 0);
  const gradient = new Array<number>(m).fill(0);
  const hessian = Array.from({ length: m }, () => new Array<number>(m).fill(0));
  for (let k = 0; k < m; k++) {
    const lk = lambda[k] as number;
    let g = 0;
    for (let j = 0; j < m; j++) {
      if (j === k) continue;
      const lj = lambda[j] as number;
      const rkj = r[k]?.[j] as number;
      g += (rkj - lk * lj) * lj;
      (hessian[k] as number[])[j] = -4 * (rkj - 2 * lk * lj);
    }
    gradient[k] = -4 * g;
    (hessian[k] as number[])[k] = 4 * (squares - lk * lk);
    if (bounded.has(k)) {
      gradient[k] = (gradient[k] as number) - 4 * (MAX_COMMUNALITY - lk * lk) * lk;
      (hessian[k] as number[])[k] =
        (hessian[k]?.[k] as number) - 4 * MAX_COMMUNALITY + 12 * lk * lk;
    }
  }
  return { gradient, hessian };
}

/**
 * Newton's method with a backtracking line search (steepest descent where the Hessian is not
 * positive definite). Converged when a step moves no loading by more than 1e-13: Newton's
 * convergence is quadratic, so the error is then at the level of rounding.
 */
function minimise(r: Matrix, start: readonly number[], bounded: ReadonlySet<number>): number[] {
  let lambda = [...start];
  let value = residual(r, lambda, bounded);
  for (let iteration = 0; iteration < 100; iteration++) {
    const { gradient, hessian } = gradientAndHessian(r, lambda, bounded);
    const descent = gradient.map((g) => -g);
    const direction = solvePositiveDefinite(hessian, descent) ?? descent;
    let step = 1;
    let accepted: number[] | null = null;
    for (let halving = 0; halving < 40 && accepted === null; halving++, step /= 2) {
      const candidate = lambda.map((l, i) => l + step * (direction[i] as number));
      const candidateValue = residual(r, candidate, bounded);
      if (candidateValue <= value) {
        accepted = candidate;
        value = candidateValue;
      }
    }
    if (accepted === null) break;
    const moved = Math.max(...accepted.map((l, i) => Math.abs(l - (lambda[i] as number))));
    lambda = accepted;
    if (moved < 1e-13) break;
  }
  return lambda;
}

/** One-factor minres loadings of a correlation matrix of at least two variables. */
export function oneFactorMinres(r: Matrix): MinresSolution {
  const m = r.length;
  if (m < 2 || r.some((row) => row.length !== m)) {
    throw new RangeError('minres needs a square correlation matrix of at least 2 variables');
  }
  let lambda = principalAxis(r, startingCommunalities(r));
  for (let step = 0; step < 3; step++)
    lambda = principalAxis(
      r,
      lambda.map((l) => l * l),
    );
  const bounded = new Set<number>();
  // Active set: hold items whose communality passes the bound, release those that fall back.
  for (let round = 0; round <= 2 * m; round++) {
    lambda = minimise(r, lambda, bounded);
    const over = lambda.flatMap((l, i) => (!bounded.has(i) && l * l > MAX_COMMUNALITY ? [i] : []));
    const under = [...bounded].filter((i) => (lambda[i] as number) ** 2 < MAX_COMMUNALITY);
    if (over.length === 0 && under.length === 0) break;
    for (const i of over) bounded.add(i);
    for (const i of under) bounded.delete(i);
  }
  const sign = lambda.reduce((total, l) => total + l, 0) < 0 ? -1 : 1;
  return {
    loadings: lambda.map((l) => sign * l),
    boundedItems: [...bounded].sort((a, b) => a - b),
  };
}
