import { describe, expect, it } from 'vitest';
import { fittedAxis } from './chart-axis';

const TOTAL = { min: 24, max: 120 };

describe('the means chart axis', () => {
  it('fits the intervals on round ticks rather than the whole range', () => {
    const axis = fittedAxis([61.2, 64.8, 66.1, 70.4], TOTAL);
    expect(axis).toEqual({ min: 60, max: 75, ticks: [60, 65, 70, 75] });
  });

  it('stays within the score range', () => {
    expect(fittedAxis([24, 30.5], TOTAL)).toMatchObject({ min: 24, max: 32 });
    expect(fittedAxis([6, 30], { min: 6, max: 30 })).toMatchObject({ min: 6, max: 30 });
  });

  it('gives a single value room on both sides', () => {
    const axis = fittedAxis([72, 72], TOTAL);
    expect(axis.min).toBeLessThan(72);
    expect(axis.max).toBeGreaterThan(72);
  });

  it('is the whole range without values', () => {
    expect(fittedAxis([], TOTAL)).toEqual({ min: 24, max: 120, ticks: [24, 120] });
  });
});
