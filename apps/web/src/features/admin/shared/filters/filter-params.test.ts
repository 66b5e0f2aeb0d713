import { describe, expect, it } from 'vitest';
import { filterSearch, filtersFromParams, hasFilters, withFilters } from './filter-params';

const SCHOOL = '0b6f3c1e-9a4d-4c2e-8f1a-2d3b4c5d6e7f';
const OTHER = '1c7a4d2f-8b5e-4d3f-9a2b-3e4c5d6f7a8b';

describe('the filters in the address', () => {
  it('reads lists, days and codes, and writes them back in the same order', () => {
    const params = new URLSearchParams(
      `tab=prca24&grade=grade11,grade10&school=${SCHOOL},${OTHER}&from=2026-09-01`,
    );
    const filters = filtersFromParams(params);
    expect(filters).toEqual({
      from: '2026-09-01',
      school: [SCHOOL, OTHER],
      grade: ['grade11', 'grade10'],
    });
    expect(filterSearch(filters)).toBe(
      `from=2026-09-01&school=${SCHOOL}%2C${OTHER}&grade=grade11%2Cgrade10`,
    );
  });

  it('leaves out a malformed value but keeps the others, and a reversed range its start', () => {
    const params = new URLSearchParams(
      'grade=grade13&gender=female&wave=nope&from=2026-10-01&to=2026-09-01',
    );
    expect(filtersFromParams(params)).toEqual({ gender: ['female'], from: '2026-10-01' });
  });

  it('replaces the filters, keeps the tab and goes back to the first page', () => {
    const params = new URLSearchParams('tab=trends&grade=grade10&page=3');
    const next = withFilters(params, { gender: ['male', 'female'] });
    expect(next.toString()).toBe('tab=trends&gender=male%2Cfemale');
    expect(hasFilters(filtersFromParams(next))).toBe(true);
    expect(hasFilters(filtersFromParams(new URLSearchParams('tab=trends')))).toBe(false);
  });
});
