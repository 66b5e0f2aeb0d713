import {
  CATEGORIES,
  ITEMS,
  itemStatistics,
  prca24ReliabilityStatistics,
  withQuestionNumbers,
  type AnalyticsFilters,
  type Category,
  type CorrelationMatrix,
  type ItemsAnalytics,
} from '@prca/core';
import type { Database } from '../../../db/client';
import { filterCondition, isFiltered } from '../../../db/filters';
import { readItemAggregates, readKeptItemAggregates, type ItemAggregatesRow } from './repository';

type SubscaleMatrix = ItemsAnalytics['subscaleCorrelations'];

function byCategory(names: readonly string[], matrix: CorrelationMatrix): SubscaleMatrix {
  const at = (category: Category) => names.indexOf(category);
  return Object.fromEntries(
    CATEGORIES.map((row) => [
      row,
      Object.fromEntries(CATEGORIES.map((column) => [column, matrix[at(row)]![at(column)]!])),
    ]),
  ) as SubscaleMatrix;
}

/** Every figure of the items screen from the answer counts and item sums (question order). */
export function toItemsAnalytics(aggregates: ItemAggregatesRow): ItemsAnalytics {
  const analysis = itemStatistics(aggregates);
  const { warnings } = prca24ReliabilityStatistics(aggregates.sums);
  return {
    sampleSize: analysis.n,
    items: analysis.items.map((item) => ({
      questionNumber: ITEMS[item.item]!.id,
      category: ITEMS[item.item]!.category,
      mean: item.mean,
      sd: item.sd,
      skew: item.skew,
      kurtosis: item.kurtosis,
      reason: item.reason,
      responseFreq: item.responseFreq,
      correctedItemTotalCorrelation: item.correctedItemTotalCorrelation,
      correctedItemTotalCorrelationReason: item.correctedItemTotalCorrelationReason,
      subscaleCorrectedItemTotalCorrelation: item.subscaleCorrectedItemTotalCorrelation,
      subscaleCorrectedItemTotalCorrelationReason: item.subscaleCorrectedItemTotalCorrelationReason,
      possiblyMiskeyed: item.possiblyMiskeyed,
    })),
    correlations: analysis.correlations,
    subscaleCorrelations: byCategory(analysis.subscales, analysis.subscaleCorrelations),
    warnings: warnings.map(withQuestionNumbers) as ItemsAnalytics['warnings'],
  };
}

export function createItemsService(db: Database, timeZone: string) {
  return {
    // Unfiltered, the kept sums answer (as for reliability); a subset is scanned.
    read: async (filters: AnalyticsFilters): Promise<ItemsAnalytics> =>
      toItemsAnalytics(
        isFiltered(filters)
          ? await readItemAggregates(db, filterCondition(filters, timeZone))
          : await readKeptItemAggregates(db),
      ),
  };
}

export type ItemsService = ReturnType<typeof createItemsService>;
