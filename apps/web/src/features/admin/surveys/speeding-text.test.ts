import { describe, expect, it } from 'vitest';
import { speedingRaisedText } from './speeding-text';

const WAVE = '0b5f6c1e-2f4a-4c3b-9d8e-7a6b5c4d3e2f';

describe('the words of a raised speeding flag (issue 31)', () => {
  it('name the reading time under the per-item rule, with or without a class', () => {
    expect(speedingRaisedText({ speedingRule: 'perItem', waveId: WAVE })).toBe('raised');
    expect(speedingRaisedText({ speedingRule: 'perItem', waveId: null })).toBe('raised');
    expect(speedingRaisedText({ speedingRule: null, waveId: null })).toBe('raised');
  });

  it("name the wave's median, or the whole study's for a response without a class", () => {
    expect(speedingRaisedText({ speedingRule: 'waveMedian', waveId: WAVE })).toBe('raisedWave');
    expect(speedingRaisedText({ speedingRule: 'waveMedian', waveId: null })).toBe('raisedStudy');
  });
});
