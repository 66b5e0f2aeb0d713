import type { AnalyticsFilters } from '@prca/core';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { filtersFromParams, withFilters } from './filter-params';

/**
 * The filters of the screen, kept in the address: a view can be bookmarked or sent, and each
 * change is a new history entry, so Back and Forward move between views.
 *
 * A change is made to the filters in the address as it is now, not as last rendered: the router
 * renders a navigation in a transition, late on a busy phone, and two changes in a row (one date
 * typed, then the other) would otherwise both start from the same filters, the second undoing
 * the first. The address is written at once; react-router hands its updater the rendered one.
 */
export function useFilters() {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const filters = useMemo(() => filtersFromParams(new URLSearchParams(query)), [query]);
  const changeFilters = useCallback(
    (change: (current: AnalyticsFilters) => AnalyticsFilters) =>
      setParams(() => {
        const current = new URLSearchParams(window.location.search);
        return withFilters(current, change(filtersFromParams(current)));
      }),
    [setParams],
  );
  return { filters, changeFilters };
}
