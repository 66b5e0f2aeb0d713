import type { ListedClass } from '@prca/core';
import { labelledClasses } from '../study/class-order';

/**
 * The classes the filter bar offers: those of the schools chosen (all when none is), so that a
 * long list stays short, each labelled so that no two choices read alike among them (two
 * schools' 10A1, one class in two waves). The sentence above the figures names them the same way.
 */
export function offeredClasses(classes: readonly ListedClass[], chosenSchools: readonly string[]) {
  return labelledClasses(
    classes.filter((each) => chosenSchools.length === 0 || chosenSchools.includes(each.schoolId)),
  );
}
