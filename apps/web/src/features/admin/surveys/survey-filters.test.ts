import { describe, expect, it } from 'vitest';
import { exportFilters, filtersFromParams, filtersToParams } from './survey-filters';

describe('filtersFromParams', () => {
  it('reads the shared filters and those of the list', () => {
    const params = new URLSearchParams(
      'from=2025-03-01&to=2025-03-31&grade=grade12,grade11&gender=male&participation=never&interpretation=high&email=%20lan%40%20&page=3',
    );
    expect(filtersFromParams(params)).toEqual({
      from: '2025-03-01',
      to: '2025-03-31',
      grade: ['grade12', 'grade11'],
      gender: ['male'],
      participation: ['never'],
      interpretation: 'high',
      email: 'lan@',
    });
  });

  it('leaves out what a hand-edited address got wrong', () => {
    const params = new URLSearchParams(
      'from=2025-02-30&to=yesterday&grade=grade9&gender=&participation=often&interpretation=LOW&email=%20%20',
    );
    expect(filtersFromParams(params)).toEqual({});
  });
});

describe('the quality filters (issue 17)', () => {
  it('reads the quality choice and the flags, and leaves out unknown ones', () => {
    const params = new URLSearchParams(
      'quality=unflagged&flag=speeding,straightLining,careless&interpretation=low',
    );
    expect(filtersFromParams(params)).toEqual({
      quality: 'unflagged',
      flag: ['straightLining', 'speeding'],
      interpretation: 'low',
    });
    expect(filtersFromParams(new URLSearchParams('quality=some&flag=none'))).toEqual({});
  });

  it('writes them back so that the address round-trips, and the export follows them', () => {
    const filters = { quality: 'flagged', flag: ['duplicate'] } as const;
    const params = filtersToParams({ ...filters, flag: [...filters.flag] });
    expect(params.toString()).toBe('quality=flagged&flag=duplicate');
    expect(filtersFromParams(params)).toEqual({ quality: 'flagged', flag: ['duplicate'] });
    expect(exportFilters({ flag: ['speeding'], email: 'x' })).toEqual({ flag: ['speeding'] });
  });
});

describe('filtersToParams', () => {
  it('writes only the filters set, in a fixed order, and round-trips', () => {
    const filters = { email: 'a@b', grade: ['grade10'], from: '2025-01-01' } as const;
    const params = filtersToParams({ ...filters, grade: [...filters.grade] });
    expect(params.toString()).toBe('from=2025-01-01&grade=grade10&email=a%40b');
    expect(filtersFromParams(params)).toEqual({ ...filters, grade: ['grade10'] });
  });
});

describe('exportFilters', () => {
  it('drops the e-mail search, which exports cannot follow', () => {
    expect(exportFilters({ gender: ['female'], email: 'x' })).toEqual({ gender: ['female'] });
  });
});
