import { describe, expect, it } from 'vitest';
import { otherFiltersPhrase } from './report-filters';

// The keys, with their values, as a catalogue would fill them in.
const t = (key: string, options?: Record<string, unknown>) =>
  options ? `${key}(${Object.values(options).join(',')})` : key;
const day = (iso: string) => `day ${iso}`;

describe('the filters a printed report states', () => {
  it('says none when only the class, school and wave are chosen (they have their own lines)', () => {
    expect(otherFiltersPhrase({ class: ['5c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f'] }, t, day)).toBe(
      '',
    );
  });

  it('names the dates and every demographic filter', () => {
    expect(
      otherFiltersPhrase(
        { from: '2026-09-01', to: '2026-11-30', grade: ['grade10'], gender: ['female', 'male'] },
        t,
        day,
      ),
    ).toBe(
      'summary.between(day 2026-09-01,day 2026-11-30); values.grade.grade10; values.gender.female, values.gender.male',
    );
    expect(otherFiltersPhrase({ to: '2026-11-30' }, t, day)).toBe('summary.to(day 2026-11-30)');
  });
});
