import {
  AWARENESS_LEVELS,
  GENDERS,
  GRADES,
  IMPACT_LEVELS,
  PARTICIPATION_LEVELS,
  REPORT_BANDS,
  TOTAL_LEVELS,
  chiSquareTest,
  compareGroups,
  interpretSubscore,
  reportBand,
  type CompareAnalytics,
  type CompareQuery,
  type GroupScores,
  type Prca24Score,
} from '@prca/core';
import type { Database } from '../../../db/client';
import { ApiError } from '../../../http/errors';
import { readGroupHistograms, type ColumnGrouping, type GroupScoreCount } from './repository';

/** A later issue makes this a setting; until then, every group of two or more is tested. */
const MIN_GROUP_SIZE = 2;

const GROUPS: Record<ColumnGrouping, readonly string[]> = {
  grade: GRADES,
  gender: GENDERS,
  participation: PARTICIPATION_LEVELS,
  awareness: AWARENESS_LEVELS,
  impactLevel: IMPACT_LEVELS,
};

function isColumnGrouping(by: CompareQuery['by']): by is ColumnGrouping {
  return Object.hasOwn(GROUPS, by);
}

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

/** Every figure of a comparison from the groups' score histograms (every group listed). */
export function toCompareAnalytics(
  query: CompareQuery,
  groupKeys: readonly string[],
  counts: readonly GroupScoreCount[],
  minGroupSize = MIN_GROUP_SIZE,
): CompareAnalytics {
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

export function createCompareService(db: Database) {
  return {
    read: async (query: CompareQuery): Promise<CompareAnalytics> => {
      // School, class and wave need the study's tables, which another issue adds.
      if (!isColumnGrouping(query.by)) throw new ApiError(400, 'analytics.groupingUnavailable');
      const counts = await readGroupHistograms(db, query.by, query.score);
      return toCompareAnalytics(query, GROUPS[query.by], counts);
    },
  };
}

export type CompareService = ReturnType<typeof createCompareService>;
