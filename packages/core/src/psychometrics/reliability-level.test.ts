import { describe, expect, it } from 'vitest';
import {
  RELIABILITY_INTERPRETATIONS,
  RELIABILITY_LEVELS,
  RELIABILITY_THRESHOLDS,
  interpretReliability,
  reliabilityLevel,
} from './reliability-level';

describe('reliabilityLevel (George & Mallery)', () => {
  it('pins the thresholds', () => {
    expect(RELIABILITY_THRESHOLDS).toEqual([
      { level: 'excellent', min: 0.9 },
      { level: 'good', min: 0.8 },
      { level: 'acceptable', min: 0.7 },
      { level: 'questionable', min: 0.6 },
      { level: 'poor', min: 0.5 },
    ]);
  });

  it.each([
    [1, 'excellent'],
    [0.9, 'excellent'],
    [0.8999, 'good'],
    [0.8, 'good'],
    [0.7999, 'acceptable'],
    [0.7, 'acceptable'],
    [0.6999, 'questionable'],
    [0.6, 'questionable'],
    [0.5999, 'poor'],
    [0.5, 'poor'],
    [0.4999, 'unacceptable'],
    [0, 'unacceptable'],
    [-11.58, 'unacceptable'],
  ] as const)('reads %d as %s', (alpha, level) => {
    expect(reliabilityLevel(alpha)).toBe(level);
  });

  it('compares the unrounded alpha', () => {
    // Displays as 0.900 but is below the threshold.
    expect(reliabilityLevel(0.8996)).toBe('good');
  });

  it('refuses a missing alpha instead of calling it unacceptable', () => {
    expect(() => reliabilityLevel(NaN)).toThrow(RangeError);
    expect(() => reliabilityLevel(-Infinity)).toThrow(RangeError);
  });
});

describe('reliability interpretations', () => {
  it.each(RELIABILITY_LEVELS)(
    '%s has a label, description and recommendation in both languages',
    (level) => {
      const texts = RELIABILITY_INTERPRETATIONS[level];
      for (const text of [texts.label, texts.description, texts.recommendation]) {
        expect(text.en.trim()).not.toBe('');
        expect(text.vi.trim()).not.toBe('');
        expect(text.vi).not.toBe(text.en);
        // Vietnamese writes decimals with a comma.
        expect(text.vi).not.toMatch(/\d\.\d/);
      }
    },
  );

  it('interpretReliability returns the level with its texts', () => {
    expect(interpretReliability(0.935)).toEqual({
      level: 'excellent',
      ...RELIABILITY_INTERPRETATIONS.excellent,
    });
    expect(interpretReliability(0.42).level).toBe('unacceptable');
  });
});
