import type { AnalyticsFilters } from '@prca/core';
import { useCallback, useMemo } from 'react';
import { useAddressParams } from '../../../../lib/use-address-params';
import { filtersFromParams, withFilters } from './filter-params';

/**
 * The filters of the screen, kept in the address: a view can be bookmarked or sent, and each
 * change is a new history entry, so Back and Forward move between views. A change starts from
 * the filters in the address as it is now, not as last rendered (useAddressParams).
 */
export function useFilters() {
  const [params, changeParams] = useAddressParams();
  const query = params.toString();
  const filters = useMemo(() => filtersFromParams(new URLSearchParams(query)), [query]);
  const changeFilters = useCallback(
    (change: (current: AnalyticsFilters) => AnalyticsFilters) =>
      changeParams((current) => withFilters(current, change(filtersFromParams(current)))),
    [changeParams],
  );
  return { filters, changeFilters };
}
