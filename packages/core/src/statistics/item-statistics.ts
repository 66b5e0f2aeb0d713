import { ANSWER_VALUES } from '../instrument/options';
import { alphaFromSums } from '../psychometrics/alpha';
import type { ItemFigureUnavailableReason } from '../psychometrics/item-analysis';
import { subsetItemSums } from '../psychometrics/item-sums';
import type { ItemSums } from '../psychometrics/item-sums';
import { itemCorrelations, scaleCorrelations } from './correlations';
import type { CorrelationMatrix } from './correlations';
import { describeItem } from './item-descriptives';
import type { AnswerCounts, ItemDescriptives } from './item-descriptives';
import { PRCA24_SUBSCALES } from './subscales';
import type { Subscale } from './subscales';

/**
 * What the items reply needs from the responses (SQL, no rows): the answer counts of each item
 * and the item sums and cross-products the reliability reply already aggregates, on the same
 * (oriented) items.
 */
export interface ItemAggregates {
  /** counts[item]: how many gave each answer 1–5. */
  counts: readonly AnswerCounts[];
  sums: ItemSums;
}

export interface ItemStatistics extends ItemDescriptives {
  /** 0-based column of the item. */
  item: number;
  /** Corrected item-total correlation within the whole scale (psych::alpha r.drop). */
  correctedItemTotalCorrelation: number | null;
  correctedItemTotalCorrelationReason: ItemFigureUnavailableReason | null;
  /** The subscale the item belongs to, if any. */
  subscale: string | null;
  /** Corrected item-total correlation within its subscale (r.drop of psych::alpha on it). */
  subscaleCorrectedItemTotalCorrelation: number | null;
  subscaleCorrectedItemTotalCorrelationReason: ItemFigureUnavailableReason | null;
  /** A negative corrected item-total correlation, in the scale or in its subscale. */
  possiblyMiskeyed: boolean;
}

export interface ItemStatisticsAnalysis {
  n: number;
  items: ItemStatistics[];
  /** Pearson correlations between the items (R's cor). */
  correlations: CorrelationMatrix;
  /** The subscales, in the order of subscaleCorrelations' rows. */
  subscales: string[];
  /** Pearson correlations between the subscale scores (sums of their items). */
  subscaleCorrelations: CorrelationMatrix;
}

/** The counts must describe the same answers as the sums; a mismatch is a wiring mistake. */
function assertConsistent({ counts, sums }: ItemAggregates): void {
  if (counts.length !== sums.sums.length) {
    throw new RangeError(`Answer counts for ${counts.length} items, sums for ${sums.sums.length}`);
  }
  counts.forEach((itemCounts, i) => {
    let n = 0;
    let sum = 0;
    let squares = 0;
    itemCounts.forEach((count, a) => {
      const value = ANSWER_VALUES[a] as number;
      n += count;
      sum += count * value;
      squares += count * value * value;
    });
    if (n !== sums.n || sum !== sums.sums[i] || squares !== sums.crossProducts[i]?.[i]) {
      throw new RangeError(`The answer counts of item ${i} do not match its sums`);
    }
  });
}

export function itemStatistics(
  aggregates: ItemAggregates,
  subscales: readonly Subscale[] = PRCA24_SUBSCALES,
): ItemStatisticsAnalysis {
  assertConsistent(aggregates);
  const { counts, sums } = aggregates;
  const whole = alphaFromSums(sums).items;
  const bySubscale = new Map<
    number,
    { name: string; position: number; items: ReturnType<typeof alphaFromSums>['items'] }
  >();
  for (const { name, items } of subscales) {
    const analysis = alphaFromSums(subsetItemSums(sums, items)).items;
    items.forEach((item, position) => bySubscale.set(item, { name, position, items: analysis }));
  }
  return {
    n: sums.n,
    items: counts.map((itemCounts, item) => {
      const overall = whole[item];
      const within = bySubscale.get(item);
      const inSubscale = within?.items[within.position];
      const r = overall?.correctedItemTotalCorrelation ?? null;
      const rWithin = inSubscale?.correctedItemTotalCorrelation ?? null;
      return {
        item,
        ...describeItem(itemCounts),
        correctedItemTotalCorrelation: r,
        correctedItemTotalCorrelationReason: overall?.correctedItemTotalCorrelationReason ?? null,
        subscale: within?.name ?? null,
        subscaleCorrectedItemTotalCorrelation: rWithin,
        subscaleCorrectedItemTotalCorrelationReason:
          inSubscale?.correctedItemTotalCorrelationReason ?? null,
        possiblyMiskeyed: (r !== null && r < 0) || (rWithin !== null && rWithin < 0),
      };
    }),
    correlations: itemCorrelations(sums),
    subscales: subscales.map(({ name }) => name),
    subscaleCorrelations: scaleCorrelations(
      sums,
      subscales.map(({ items }) => items),
    ),
  };
}
