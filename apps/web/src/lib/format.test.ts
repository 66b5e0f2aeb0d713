import { describe, expect, it } from 'vitest';
import { formatDuration, makeFormat } from './format';

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

describe('makeFormat', () => {
  it('writes decimals and percentages as each language does', () => {
    const vi = makeFormat('vi', 'Không có');
    const en = makeFormat('en', 'N/A');
    expect(vi.decimal(65.25)).toBe('65,3');
    expect(en.decimal(0.8234, 3)).toBe('0.823');
    expect(vi.percent(87.5)).toBe('87,5%');
    expect(en.percent(87.5)).toBe('87.5%');
    expect(en.wholePercent(100)).toBe('100%');
    expect(vi.integer(12345)).toBe('12.345');
  });

  it('writes p-values to 3 decimals and "< .001" below that', () => {
    const vi = makeFormat('vi', 'Không có');
    const en = makeFormat('en', 'N/A');
    expect(en.pValue(0.04234)).toBe('.042');
    expect(en.pValue(0.0004)).toBe('< .001');
    expect(en.pValue(1)).toBe('1.000');
    expect(vi.pValue(0.0004)).toBe('< 0,001');
    expect(vi.pValue(0.5)).toBe('0,500');
    expect(en.pValue(null)).toBe('N/A');
  });

  it('writes a figure that could not be computed in words, never as 0 or NaN', () => {
    const en = makeFormat('en', 'N/A');
    expect(en.decimal(null, 3)).toBe('N/A');
    expect(en.decimal(Number.NaN)).toBe('N/A');
  });

  it('keeps a calendar day on its day whatever the reader’s time zone', () => {
    expect(makeFormat('en').day('2026-11-21')).toBe('Nov 21, 2026');
    expect(makeFormat('en').month('2026-11')).toBe('November 2026');
  });

  it('writes a moment on the study’s clock, whatever the machine’s, and names that clock', () => {
    // Two zones a day apart at this instant: the machine can be in at most one of them.
    const late = '2026-11-23T18:05:00Z';
    const hanoi = {
      en: makeFormat('en', '—', 'Asia/Ho_Chi_Minh'),
      vi: makeFormat('vi', '—', 'Asia/Ho_Chi_Minh'),
    };
    const losAngeles = makeFormat('en', '—', 'America/Los_Angeles');
    expect(hanoi.en.dateTime(late)).toBe('Nov 24, 2026, 1:05 AM GMT+7');
    expect(hanoi.vi.dateTime(late)).toBe('01:05 GMT+7 24/11/2026');
    expect(hanoi.vi.date(late)).toBe('24/11/2026');
    expect(hanoi.en.shortTime(late)).toBe('1:05 AM');
    expect(losAngeles.dateTime(late)).toBe('Nov 23, 2026, 10:05 AM PST');
    expect(losAngeles.date(late)).toBe('Nov 23, 2026');
  });

  it('shows text that is not a date as it is, rather than failing', () => {
    const en = makeFormat('en');
    expect(en.date('yesterday')).toBe('yesterday');
    expect(en.dateTime('')).toBe('');
    expect(en.day('later')).toBe('later');
  });
});
