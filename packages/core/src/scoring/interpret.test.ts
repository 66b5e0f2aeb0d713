import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../instrument/categories';
import {
  CONTEXT_LEVEL_LABELS,
  CONTEXT_THRESHOLDS,
  REPORT_BANDS,
  TOTAL_INTERPRETATION,
  TOTAL_LEVEL_LABELS,
  TOTAL_LEVEL_RANGES,
  interpretItemTotalCorrelation,
  interpretSubscore,
  interpretTotal,
  reportBand,
} from './interpret';

describe('individual interpretation of the total (> 80 high, < 51 low)', () => {
  it('pins the constants', () => {
    expect(TOTAL_INTERPRETATION).toEqual({ highAbove: 80, lowBelow: 51 });
  });

  it.each([
    [24, 'low'],
    [50, 'low'],
    [51, 'average'],
    [72, 'average'],
    [80, 'average'],
    [81, 'high'],
    [120, 'high'],
  ] as const)('reads %i as %s', (total, level) => {
    expect(interpretTotal(total)).toBe(level);
  });

  it('rejects totals a PRCA-24 cannot produce', () => {
    expect(() => interpretTotal(23)).toThrow(RangeError);
    expect(() => interpretTotal(121)).toThrow(RangeError);
    expect(() => interpretTotal(Number.NaN)).toThrow(RangeError);
  });
});

describe('report bands (24-50 low, 51-83 moderate, 84-120 high)', () => {
  it('pins the bands', () => {
    expect(REPORT_BANDS).toEqual([
      { band: 'low', min: 24, max: 50 },
      { band: 'moderate', min: 51, max: 83 },
      { band: 'high', min: 84, max: 120 },
    ]);
  });

  it.each([
    [24, 'low'],
    [50, 'low'],
    [51, 'moderate'],
    [81, 'moderate'],
    [83, 'moderate'],
    [84, 'high'],
    [120, 'high'],
  ] as const)('puts %i in the %s band', (total, band) => {
    expect(reportBand(total)).toBe(band);
  });

  it('differs from the individual interpretation between 81 and 83', () => {
    expect(interpretTotal(82)).toBe('high');
    expect(reportBand(82)).toBe('moderate');
  });

  it('puts a fractional mean in the band whose minimum it has reached', () => {
    expect(reportBand(50.5)).toBe('low');
    expect(reportBand(83.5)).toBe('moderate');
  });

  it('rejects totals outside 24-120', () => {
    expect(() => reportBand(23)).toThrow(RangeError);
    expect(() => reportBand(121)).toThrow(RangeError);
  });
});

describe('context subscores', () => {
  it('pins the thresholds', () => {
    expect(CONTEXT_THRESHOLDS).toEqual({
      groupDiscussion: { highAbove: 20, lowBelow: 11 },
      meetings: { highAbove: 20, lowBelow: 13 },
      interpersonal: { highAbove: 18, lowBelow: 11 },
      publicSpeaking: { highAbove: 24, lowBelow: 14 },
    });
  });

  it.each([
    ['groupDiscussion', 10, 'low'],
    ['groupDiscussion', 11, 'average'],
    ['groupDiscussion', 20, 'average'],
    ['groupDiscussion', 21, 'high'],
    ['meetings', 12, 'low'],
    ['meetings', 13, 'average'],
    ['meetings', 20, 'average'],
    ['meetings', 21, 'high'],
    ['interpersonal', 10, 'low'],
    ['interpersonal', 11, 'average'],
    ['interpersonal', 18, 'average'],
    ['interpersonal', 19, 'high'],
    ['publicSpeaking', 13, 'low'],
    ['publicSpeaking', 14, 'average'],
    ['publicSpeaking', 24, 'average'],
    ['publicSpeaking', 25, 'high'],
  ] as const)('reads %s %i as %s', (category, score, level) => {
    expect(interpretSubscore(category, score)).toBe(level);
  });

  it('reads the extremes 6 and 30 as low and high in every context', () => {
    for (const category of CATEGORIES) {
      expect(interpretSubscore(category, 6)).toBe('low');
      expect(interpretSubscore(category, 30)).toBe('high');
    }
  });

  it('rejects subscores outside 6-30', () => {
    expect(() => interpretSubscore('meetings', 5)).toThrow(RangeError);
    expect(() => interpretSubscore('meetings', 31)).toThrow(RangeError);
  });
});

describe('ranges of the levels (what the class report counts)', () => {
  it('cover 24–120 as low 24–50, average 51–80, high 81–120', () => {
    expect(TOTAL_LEVEL_RANGES).toEqual([
      { level: 'low', min: 24, max: 50 },
      { level: 'average', min: 51, max: 80 },
      { level: 'high', min: 81, max: 120 },
    ]);
  });

  it('put every total in the range of the level one student is told', () => {
    for (let total = 24; total <= 120; total += 1) {
      const range = TOTAL_LEVEL_RANGES.find(({ min, max }) => total >= min && total <= max);
      expect(range?.level).toBe(interpretTotal(total));
    }
  });
});

describe('item-total correlation', () => {
  it.each([
    [0.75, 'good'],
    [0.3, 'good'],
    [0.2999, 'acceptable'],
    [0.2, 'acceptable'],
    [0.1999, 'poor'],
    [0, 'poor'],
    [-0.4, 'poor'],
  ] as const)('reads %d as %s', (r, level) => {
    expect(interpretItemTotalCorrelation(r)).toBe(level);
  });

  it('rejects a correlation that could not be computed', () => {
    expect(() => interpretItemTotalCorrelation(Number.NaN)).toThrow(RangeError);
  });
});

describe('labels', () => {
  it.each([
    ['TOTAL_LEVEL_LABELS', TOTAL_LEVEL_LABELS, ['low', 'average', 'high']],
    ['CONTEXT_LEVEL_LABELS', CONTEXT_LEVEL_LABELS, ['low', 'average', 'high']],
  ] as const)('%s names every level in both languages', (_name, labels, levels) => {
    expect(Object.keys(labels).sort()).toEqual([...levels].sort());
    for (const label of Object.values(labels)) {
      expect(label.en.trim()).not.toBe('');
      expect(label.vi.trim()).not.toBe('');
    }
  });
});
