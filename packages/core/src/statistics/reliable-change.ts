/*
 * Jacobson and Truax's (1991) reliable change index, the one rule of "larger than the
 * measurement error" (issue 32): the researchers' counts of improved and worsened students
 * (paired-change.ts) and a signed-in student's own change (results/own-change.ts) both ask it.
 */

/**
 * |RCI| at which a change is larger than the measurement error (Jacobson & Truax, 1991: 1.96,
 * the two-sided 5 % point of the normal distribution, as their paper rounds it).
 */
export const RELIABLE_CHANGE_CRITERION = 1.96;

/** Where a change stands against the measurement error; improved is less apprehension. */
export type ReliableChangeDirection = 'improved' | 'unchanged' | 'worsened';

/**
 * RCI = change / (√2·SEM): the change over the standard error of the difference of two
 * measurements, each with the standard error of measurement `sem` (> 0).
 */
export function reliableChangeIndex(change: number, sem: number): number {
  return change / (Math.SQRT2 * sem);
}

/** RCI ≤ −1.96: improved; RCI ≥ 1.96: worsened; else within the measurement error. */
export function reliableChangeDirection(change: number, sem: number): ReliableChangeDirection {
  const index = reliableChangeIndex(change, sem);
  if (index <= -RELIABLE_CHANGE_CRITERION) return 'improved';
  if (index >= RELIABLE_CHANGE_CRITERION) return 'worsened';
  return 'unchanged';
}

/** The change, in points, at which a change becomes reliable for `sem`: 1.96 · √2 · SEM. */
export function reliableChangePoints(sem: number): number {
  return RELIABLE_CHANGE_CRITERION * Math.SQRT2 * sem;
}

/**
 * The smallest whole number of points by which a score must change to be larger than the
 * measurement error: scores are whole, so this is what "larger than the error" means in points.
 */
export function smallestReliableChange(sem: number): number {
  let points = Math.max(1, Math.ceil(reliableChangePoints(sem)));
  // The product above may round either way of a whole number; the index decides.
  while (points > 1 && reliableChangeDirection(points - 1, sem) === 'worsened') points -= 1;
  while (reliableChangeDirection(points, sem) !== 'worsened') points += 1;
  return points;
}
