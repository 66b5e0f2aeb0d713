import { describe, expect, it } from 'vitest';
import { filtersFromParams, filtersToParams } from './survey-filters';

describe('filtersFromParams', () => {
  it('reads the shared filters and those of the list', () => {
    const params = new URLSearchParams(
      'from=2025-03-01&to=2025-03-31&grade=grade12,grade11&gender=male&participation=never&interpretation=high&page=3',
    );
    expect(filtersFromParams(params)).toEqual({
      from: '2025-03-01',
      to: '2025-03-31',
      grade: ['grade12', 'grade11'],
      gender: ['male'],
      participation: ['never'],
      interpretation: 'high',
    });
  });

  it('leaves out what a hand-edited address got wrong', () => {
    const params = new URLSearchParams(
      'from=2025-02-30&to=yesterday&grade=grade9&gender=&participation=often&interpretation=LOW',
    );
    expect(filtersFromParams(params)).toEqual({});
  });

  it('ignores the e-mail search of an older link: no list is filtered by an address', () => {
    const params = new URLSearchParams('email=lan%40example.com&grade=grade10');
    expect(filtersFromParams(params)).toEqual({ grade: ['grade10'] });
    expect(filtersToParams(filtersFromParams(params)).toString()).toBe('grade=grade10');
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

  it('writes them back so that the address round-trips', () => {
    const filters = { quality: 'flagged', flag: ['duplicate'] } as const;
    const params = filtersToParams({ ...filters, flag: [...filters.flag] });
    expect(params.toString()).toBe('quality=flagged&flag=duplicate');
    expect(filtersFromParams(params)).toEqual({ quality: 'flagged', flag: ['duplicate'] });
  });
});

describe('the decision filter (issue 31)', () => {
  it('reads the decisions in a fixed order, leaves out unknown ones, and round-trips', () => {
    const params = new URLSearchParams('flag=speeding&decision=none,keep,later');
    const filters = filtersFromParams(params);
    expect(filters).toEqual({ flag: ['speeding'], decision: ['keep', 'none'] });
    expect(filtersToParams(filters).toString()).toBe('flag=speeding&decision=keep%2Cnone');
    expect(filtersFromParams(new URLSearchParams('decision=KEEP'))).toEqual({});
  });
});

describe('filtersToParams', () => {
  it('writes only the filters set, in a fixed order, and round-trips', () => {
    const filters = { interpretation: 'low', grade: ['grade10'], from: '2025-01-01' } as const;
    const params = filtersToParams({ ...filters, grade: [...filters.grade] });
    expect(params.toString()).toBe('from=2025-01-01&grade=grade10&interpretation=low');
    expect(filtersFromParams(params)).toEqual({ ...filters, grade: ['grade10'] });
  });
});
