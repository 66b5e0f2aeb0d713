/** Closed ranges a PRCA-24 score can take; anything outside is a bug upstream, not a level. */
export interface ScoreRange {
  min: number;
  max: number;
}

/** Each context has six items: 18 + (3..15) − (3..15). */
export const SUBSCORE_RANGE: ScoreRange = { min: 6, max: 30 };
/** Four contexts of 6..30. */
export const TOTAL_RANGE: ScoreRange = { min: 24, max: 120 };

export function assertInRange(name: string, value: number, range: ScoreRange): void {
  if (!Number.isFinite(value) || value < range.min || value > range.max) {
    throw new RangeError(
      `${name} must be a number from ${range.min} to ${range.max}, got ${value}`,
    );
  }
}

export function assertFinite(name: string, value: number): void {
  if (!Number.isFinite(value)) {
    throw new RangeError(`${name} must be a finite number, got ${value}`);
  }
}
