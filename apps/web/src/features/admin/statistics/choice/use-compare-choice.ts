import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { compareChoiceFromParams, withCompareChoice, type CompareChoice } from './compare-choice';

/**
 * The comparison of the screen, kept in the address like the filters: a reload or a shared
 * link shows the same groups, and each change is a history entry. Another grouping starts
 * with all of its groups, since the groups chosen belong to the grouping they were chosen in.
 */
export function useCompareChoice() {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const choice = useMemo(() => compareChoiceFromParams(new URLSearchParams(query)), [query]);
  const choose = useCallback(
    (change: Partial<CompareChoice>) =>
      setParams((current) => {
        const before = compareChoiceFromParams(current);
        const regrouped = change.by !== undefined && change.by !== before.by;
        return withCompareChoice(current, {
          ...before,
          ...(regrouped ? { groups: null } : {}),
          ...change,
        });
      }),
    [setParams],
  );
  return { choice, choose };
}
