import { describe, expect, it } from 'vitest';
import { formatDuration, trendDirection } from './format';

describe('formatDuration', () => {
  it('shows seconds as minutes:seconds, rounded to the second', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(65)).toBe('1:05');
    expect(formatDuration(754.6)).toBe('12:35');
    expect(formatDuration(3725)).toBe('62:05');
  });

  it('never shows a negative or missing time', () => {
    expect(formatDuration(-3)).toBe('0:00');
    expect(formatDuration(Number.NaN)).toBe('0:00');
  });
});

describe('trendDirection', () => {
  it('reads the sign of the change, and a change that rounds to 0.0 as none', () => {
    expect(trendDirection(12.5)).toBe('up');
    expect(trendDirection(-3)).toBe('down');
    expect(trendDirection(0)).toBe('flat');
    expect(trendDirection(0.04)).toBe('flat');
    expect(trendDirection(Number.NaN)).toBe('flat');
  });
});
