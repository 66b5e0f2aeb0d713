import {
  FILTER_PARAMETERS,
  analyticsFilterFields,
  filtersToQuery,
  type AnalyticsFilters,
} from '@prca/core';

/**
 * The filters an address holds. Each parameter is read on its own, so that one malformed value
 * (a hand-edited or an old link) is left out rather than dropping the whole view; a range that
 * ends before it starts keeps its start only.
 */
export function filtersFromParams(params: URLSearchParams): AnalyticsFilters {
  const filters: Record<string, unknown> = {};
  for (const key of FILTER_PARAMETERS) {
    const value = params.get(key);
    if (!value) continue;
    const parsed = analyticsFilterFields[key].safeParse(value);
    if (parsed.success && parsed.data !== undefined) filters[key] = parsed.data;
  }
  const result = filters as AnalyticsFilters;
  if (result.from && result.to && result.from > result.to) delete result.to;
  return result;
}

/** `params` with its filters replaced by `filters`; other parameters (the tab) are kept. */
export function withFilters(params: URLSearchParams, filters: AnalyticsFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of FILTER_PARAMETERS) next.delete(key);
  // A list's page counts within the old subset: a new subset starts at its first page.
  next.delete('page');
  for (const [key, value] of Object.entries(filtersToQuery(filters))) next.set(key, value);
  return next;
}

/** The filters as a query string for an API call ('' when there are none). */
export function filterSearch(filters: AnalyticsFilters): string {
  return new URLSearchParams(filtersToQuery(filters)).toString();
}

/** Whether any filter is set. */
export function hasFilters(filters: AnalyticsFilters): boolean {
  return Object.keys(filtersToQuery(filters)).length > 0;
}
