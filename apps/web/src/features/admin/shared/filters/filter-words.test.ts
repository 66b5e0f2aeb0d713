import { describe, expect, it } from 'vitest';
import { dayRangeWords, valueWords } from './filter-words';

// The keys, with their values, as a catalogue would fill them in.
const t = (key: string, options?: Record<string, unknown>) =>
  options ? `${key}(${Object.values(options).join(',')})` : key;
const day = (iso: string) => `day ${iso}`;

describe('the filters in words', () => {
  it('names the chosen days by which ends are chosen', () => {
    expect(dayRangeWords({ from: '2026-09-01', to: '2026-11-30' }, t, day)).toBe(
      'summary.between(day 2026-09-01,day 2026-11-30)',
    );
    expect(dayRangeWords({ from: '2026-09-01' }, t, day)).toBe('summary.from(day 2026-09-01)');
    expect(dayRangeWords({ to: '2026-11-30' }, t, day)).toBe('summary.to(day 2026-11-30)');
    expect(dayRangeWords({ grade: ['grade10'] }, t, day)).toBe('');
  });

  it('names each chosen value of a filter, and none when none is chosen', () => {
    expect(valueWords({ gender: ['female', 'male'] }, 'gender', t)).toEqual([
      'values.gender.female',
      'values.gender.male',
    ]);
    expect(valueWords({}, 'grade', t)).toEqual([]);
  });
});
