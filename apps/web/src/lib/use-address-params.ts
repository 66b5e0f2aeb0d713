import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The address's query, and a way to change it that starts from the address as it is now (a
 * fresh copy, which the change may edit and return).
 *
 * react-router renders a navigation in a transition, late on a busy phone, and hands a
 * functional `setSearchParams` the query of the last render. Two changes in a row (one date
 * typed, then the other; a group unticked, then the smallest group size chosen) would both start
 * from the same query, the second undoing the first. BrowserRouter writes the address at once,
 * so `window.location` always holds every change made so far.
 */
export function useAddressParams() {
  const [params, setParams] = useSearchParams();
  const changeParams = useCallback(
    (change: (current: URLSearchParams) => URLSearchParams) =>
      setParams(() => change(new URLSearchParams(window.location.search))),
    [setParams],
  );
  return [params, changeParams] as const;
}
