import { DEFAULT_QUALITY_THRESHOLDS } from '@prca/core';
import { describe, expect, it } from 'vitest';
import { readThresholds, thresholdLimits, thresholdsDraft } from './quality-threshold-fields';

describe('the quality thresholds as typed', () => {
  const draft = thresholdsDraft(DEFAULT_QUALITY_THRESHOLDS);

  it('shows a third as 0.333 but keeps the stored third when it is left alone', () => {
    expect(draft.waveMedianFraction).toBe('0.333');
    expect(readThresholds(draft, DEFAULT_QUALITY_THRESHOLDS)).toEqual({
      thresholds: DEFAULT_QUALITY_THRESHOLDS,
      problems: [],
    });
  });

  it('reads a decimal comma as Vietnamese writes it', () => {
    const result = readThresholds(
      { ...draft, inconsistencyGap: '1,5', speedingRule: 'waveMedian' },
      DEFAULT_QUALITY_THRESHOLDS,
    );
    expect(result).toMatchObject({
      thresholds: { inconsistencyGap: 1.5, speedingRule: 'waveMedian' },
    });
  });

  it('names the fields core refuses: empty, out of range, not whole', () => {
    const result = readThresholds(
      { ...draft, longStringMin: '', inconsistentContextsMin: '5', duplicateWindowHours: '1.5' },
      DEFAULT_QUALITY_THRESHOLDS,
    );
    expect(result.problems).toEqual([
      'longStringMin',
      'inconsistentContextsMin',
      'duplicateWindowHours',
    ]);
  });

  it('states the limits core sets', () => {
    expect(thresholdLimits('longStringMin')).toEqual({ min: 2, max: 24 });
    expect(thresholdLimits('inconsistentContextsMin')).toEqual({ min: 1, max: 4 });
  });
});
