import type { AnalyticsFilters } from '@prca/core';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { filtersFromParams, withFilters } from './filter-params';

/**
 * The filters of the screen, kept in the address: a view can be bookmarked or sent, and each
 * change is a new history entry, so Back and Forward move between views.
 */
export function useFilters() {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const filters = useMemo(() => filtersFromParams(new URLSearchParams(query)), [query]);
  const setFilters = useCallback(
    (next: AnalyticsFilters) => setParams((current) => withFilters(current, next)),
    [setParams],
  );
  return { filters, setFilters };
}
