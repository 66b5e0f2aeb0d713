import { subsetItemSums } from '../psychometrics/item-sums';
import type { ItemSums } from '../psychometrics/item-sums';
import { reliabilityWarnings } from './method-warnings';
import type { MethodWarning } from './method-warnings';
import { scaleReliability } from './scale-reliability';
import type { ScaleReliability } from './scale-reliability';
import { PRCA24_SUBSCALES } from './subscales';
import type { Subscale } from './subscales';

/**
 * What the reliability reply gains (issue 18): omega and the standard error of measurement of
 * the whole scale and of each subscale, with the methodological warnings. Everything comes from
 * the same sums the reliability reply already aggregates.
 */
export interface ReliabilityStatistics<Name extends string = string> {
  overall: ScaleReliability;
  bySubscale: Record<Name, ScaleReliability>;
  warnings: MethodWarning[];
}

export function reliabilityStatistics<Name extends string>(
  sums: ItemSums,
  subscales: readonly Subscale<Name>[],
): ReliabilityStatistics<Name> {
  const overall = scaleReliability(sums);
  const each = subscales.map(({ name, items }) => ({
    name,
    items,
    reliability: scaleReliability(subsetItemSums(sums, items)),
  }));
  return {
    overall,
    bySubscale: Object.fromEntries(
      each.map(({ name, reliability }) => [name, reliability]),
    ) as Record<Name, ScaleReliability>,
    warnings: reliabilityWarnings(overall, each),
  };
}

/** The PRCA-24's: the 24 oriented items and its four contexts. */
export function prca24ReliabilityStatistics(sums: ItemSums) {
  return reliabilityStatistics(sums, PRCA24_SUBSCALES);
}
