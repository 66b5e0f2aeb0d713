import type { AnalyticsFilters } from '@prca/core';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The filters beyond the school, class and wave (stated on their own lines of the report) as
 * one phrase: dates, grades, genders, participation. Empty when there are none.
 */
export function otherFiltersPhrase(
  filters: AnalyticsFilters,
  t: Translate,
  day: (iso: string) => string,
): string {
  const parts: string[] = [];
  if (filters.from && filters.to) {
    parts.push(t('summary.between', { from: day(filters.from), to: day(filters.to) }));
  } else if (filters.from) {
    parts.push(t('summary.from', { day: day(filters.from) }));
  } else if (filters.to) {
    parts.push(t('summary.to', { day: day(filters.to) }));
  }
  for (const key of ['grade', 'gender', 'participation'] as const) {
    const values = filters[key] ?? [];
    if (values.length > 0)
      parts.push(values.map((value) => t(`values.${key}.${value}`)).join(', '));
  }
  return parts.join('; ');
}
