import {
  ENUMERATED_GROUPS,
  REPORT_BANDS,
  TOTAL_LEVELS,
  chiSquareTest,
  compareGroups,
  interpretSubscore,
  isStudyGrouping,
  reportBand,
  type AnalyticsFilters,
  type CompareAnalytics,
  type CompareFilteredQuery,
  type CompareQuery,
  type GroupScores,
  type Prca24Score,
} from '@prca/core';
import type { Database } from '../../../db/client';
import { filterCondition } from '../../../db/filters';
import { readGroupHistograms, readStudyGroups, type GroupScoreCount } from './repository';

/**
 * The levels a score falls into: the report bands of a total (as the analytics counts use
 * them), the individual interpretation's low/average/high of a context score.
 */
function levelsOf(score: Prca24Score): {
  levels: readonly string[];
  of: (value: number) => string;
} {
  if (score === 'total') return { levels: REPORT_BANDS.map(({ band }) => band), of: reportBand };
  return { levels: TOTAL_LEVELS, of: (value) => interpretSubscore(score, value) };
}

/**
 * Every figure of a comparison from the groups' score histograms: every group of `groupKeys`
 * listed, those of fewer than the query's minGroupSize responses left out of the tests.
 */
export function toCompareAnalytics(
  query: Pick<CompareQuery, 'by' | 'score' | 'minGroupSize'>,
  groupKeys: readonly string[],
  counts: readonly GroupScoreCount[],
): CompareAnalytics {
  const { minGroupSize } = query;
  const groups: GroupScores[] = groupKeys.map((group) => ({
    group,
    histogram: counts.filter((row) => row.group === group),
  }));
  const comparison = compareGroups(groups, { minGroupSize });
  const { levels, of } = levelsOf(query.score);
  const table = groups.map(({ histogram }) => {
    const row = levels.map(() => 0);
    for (const { value, count } of histogram) row[levels.indexOf(of(value))]! += count;
    return row;
  });
  const chiSquare = chiSquareTest(
    { rows: groupKeys, columns: levels, counts: table },
    { minGroupSize },
  );
  return {
    by: query.by,
    score: query.score,
    minGroupSize: comparison.minGroupSize,
    groups: comparison.groups.map(
      ({ group, n, mean, sd, median, ci, ciReason, tested, reason }) => ({
        group,
        n,
        mean,
        sd,
        median,
        ci,
        ciReason,
        tested,
        reason,
      }),
    ),
    tTest: comparison.tTest,
    welchAnova: comparison.welchAnova,
    anova: comparison.anova,
    levels: {
      levels: [...levels],
      counts: table,
      chiSquare: chiSquare.chiSquare,
      df: chiSquare.df,
      p: chiSquare.p,
      cramersV: chiSquare.cramersV,
      n: chiSquare.n,
      testedGroups: chiSquare.testedRows,
      testedLevels: chiSquare.testedColumns,
      expectedBelowFive: chiSquare.expectedBelowFive,
      reason: chiSquare.reason,
    },
  };
}

export function createCompareService(db: Database, timeZone: string) {
  return {
    read: async (query: CompareFilteredQuery): Promise<CompareAnalytics> => {
      const { by, score, groups: chosen, minGroupSize, ...filters } = query;
      const condition = filterCondition(filters as AnalyticsFilters, timeZone);
      const counts = await readGroupHistograms(db, by, score, condition);
      const groups = isStudyGrouping(by)
        ? await readStudyGroups(db, by, condition)
        : ENUMERATED_GROUPS[by];
      // The chosen groups keep the grouping's order: the t-test's direction does not depend on
      // the order they were ticked in.
      const compared = chosen ? groups.filter((group) => chosen.includes(group)) : groups;
      return toCompareAnalytics({ by, score, minGroupSize }, compared, counts);
    },
  };
}

export type CompareService = ReturnType<typeof createCompareService>;
