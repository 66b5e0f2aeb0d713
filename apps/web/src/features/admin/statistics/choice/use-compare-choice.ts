import { useCallback, useMemo } from 'react';
import { useAddressParams } from '../../../../lib/use-address-params';
import { compareChoiceFromParams, withCompareChoice, type CompareChoice } from './compare-choice';

/**
 * The comparison of the screen, kept in the address like the filters: a reload or a shared
 * link shows the same groups, and each change is a history entry. Another grouping starts
 * with all of its groups, since the groups chosen belong to the grouping they were chosen in.
 */
export function useCompareChoice() {
  const [params, changeParams] = useAddressParams();
  const query = params.toString();
  const choice = useMemo(() => compareChoiceFromParams(new URLSearchParams(query)), [query]);
  const choose = useCallback(
    (change: Partial<CompareChoice>) =>
      changeParams((current) => {
        const before = compareChoiceFromParams(current);
        const regrouped = change.by !== undefined && change.by !== before.by;
        return withCompareChoice(current, {
          ...before,
          ...(regrouped ? { groups: null } : {}),
          ...change,
        });
      }),
    [changeParams],
  );
  return { choice, choose };
}
