import type { AnalyticsFilters } from '@prca/core';

/** A translator of the `filters` catalogue. */
export type FilterTranslate = (key: string, options?: Record<string, unknown>) => string;

/** The filters whose values the catalogue names (`values.<key>.<value>`), in the order stated. */
export const namedValueFilters = ['grade', 'gender', 'participation'] as const;

/**
 * The chosen days as words ("between 1 Sep and 30 Nov", "from 1 Sep", "until 30 Nov"), or ''
 * when no day is chosen. The summary above the figures and the printed report both say it so.
 */
export function dayRangeWords(
  filters: AnalyticsFilters,
  t: FilterTranslate,
  day: (iso: string) => string,
): string {
  if (filters.from && filters.to) {
    return t('summary.between', { from: day(filters.from), to: day(filters.to) });
  }
  if (filters.from) return t('summary.from', { day: day(filters.from) });
  if (filters.to) return t('summary.to', { day: day(filters.to) });
  return '';
}

/** The chosen values of one filter as the catalogue names them; none when none is chosen. */
export function valueWords(
  filters: AnalyticsFilters,
  key: (typeof namedValueFilters)[number],
  t: FilterTranslate,
): string[] {
  return (filters[key] ?? []).map((value) => t(`values.${key}.${value}`));
}
