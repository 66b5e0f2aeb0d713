export type TrendDirection = 'up' | 'down' | 'flat';

/** The sign of a change on the previous period; a change that rounds to 0.0 is none. */
export function trendDirection(change: number): TrendDirection {
  if (!Number.isFinite(change) || Math.abs(change) < 0.05) return 'flat';
  return change > 0 ? 'up' : 'down';
}
