import { describe, expect, it } from 'vitest';
import { trendDirection } from './trend-direction';

describe('trendDirection', () => {
  it('reads the sign of the change, and a change that rounds to 0.0 as none', () => {
    expect(trendDirection(12.5)).toBe('up');
    expect(trendDirection(-3)).toBe('down');
    expect(trendDirection(0)).toBe('flat');
    expect(trendDirection(0.04)).toBe('flat');
    expect(trendDirection(Number.NaN)).toBe('flat');
  });

  it('reads growth from an empty previous period as new, never as a percentage', () => {
    expect(trendDirection(null)).toBe('new');
  });
});
