export type TrendDirection = 'up' | 'down' | 'flat' | 'new';

/**
 * The sign of a change on the previous period; a change that rounds to 0.0 is none, and no
 * change at all (null: the previous period had nothing) is something new, not a percentage.
 */
export function trendDirection(change: number | null): TrendDirection {
  if (change === null) return 'new';
  if (!Number.isFinite(change) || Math.abs(change) < 0.05) return 'flat';
  return change > 0 ? 'up' : 'down';
}
