import { useCallback, useMemo } from 'react';
import { useAddressParams } from '../../../../lib/use-address-params';
import { changeChoiceFromParams, withChangeChoice, type ChangeChoice } from './change-choice';

/**
 * The waves of the Change tab, kept in the address like the filters: a reload or a shared link
 * compares the same two, and each choice is a history entry.
 */
export function useChangeChoice() {
  const [params, changeParams] = useAddressParams();
  const query = params.toString();
  const choice = useMemo(() => changeChoiceFromParams(new URLSearchParams(query)), [query]);
  /**
   * Sets one wave or both; `shown` are the waves on screen, which the address lacks while it
   * shows the default pair, so that the other select keeps what it showed.
   */
  const choose = useCallback(
    (change: Partial<ChangeChoice>, shown: ChangeChoice) =>
      changeParams((current) => {
        const before = changeChoiceFromParams(current);
        return withChangeChoice(current, {
          fromWave: before.fromWave ?? shown.fromWave,
          toWave: before.toWave ?? shown.toWave,
          ...change,
        });
      }),
    [changeParams],
  );
  return { choice, choose };
}
