/** A stretch of the score's scale. */
export interface ScoreRange {
  min: number;
  max: number;
}

export interface ChartAxis extends ScoreRange {
  /** Round values from min to max, where the axis is labelled. */
  ticks: number[];
}

/** 1, 2 or 5 times a power of ten: the step that cuts `span` into about four parts. */
function roundStep(span: number): number {
  const rough = span / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= rough) ?? 10;
  return Math.max(1, step * power);
}

/**
 * The axis of the means chart: the span of the intervals (and means) it draws, widened to round
 * ticks and kept within the score's range. The whole range (24–120 for the total) would squeeze
 * intervals a few points wide into a sliver; an axis that fits them shows where they overlap.
 */
export function fittedAxis(values: readonly number[], range: ScoreRange): ChartAxis {
  if (values.length === 0) return { ...range, ticks: [range.min, range.max] };
  const low = Math.min(...values);
  const high = Math.max(...values);
  const step = roundStep(Math.max(high - low, 4));
  let min = Math.max(range.min, Math.floor(low / step) * step);
  let max = Math.min(range.max, Math.ceil(high / step) * step);
  // A value on a tick would sit on the edge: leave it a step of room where the range has it.
  if (min === low) min = Math.max(range.min, min - step);
  if (max === high) max = Math.min(range.max, max + step);
  const ticks: number[] = [];
  for (let tick = Math.ceil(min / step) * step; tick <= max; tick += step) ticks.push(tick);
  return { min, max, ticks };
}
