import type { AnalyticsFilters } from '@prca/core';
import {
  dayRangeWords,
  namedValueFilters,
  valueWords,
  type FilterTranslate,
} from '../shared/filters/filter-words';

/**
 * The filters beyond the school, class and wave (stated on their own lines of the report) as
 * one phrase: dates, grades, genders, participation. Empty when there are none.
 */
export function otherFiltersPhrase(
  filters: AnalyticsFilters,
  t: FilterTranslate,
  day: (iso: string) => string,
): string {
  const parts = [
    dayRangeWords(filters, t, day),
    ...namedValueFilters.map((key) => valueWords(filters, key, t).join(', ')),
  ];
  return parts.filter(Boolean).join('; ');
}
