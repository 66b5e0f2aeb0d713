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
  type AnalyticsFilters,
  type CompareAnalytics,
  type CompareFilteredQuery,
  type CompareQuery,
  type GroupScores,
  type Prca24Score,
} from '@prca/core';
import type { Database } from '../../../db/client';
import { filterCondition } from '../../../db/filters';
import {
  STUDY_GROUPINGS,
  readGroupHistograms,
  readStudyGroups,
  type GroupScoreCount,
  type StudyGrouping,
} from './repository';

/** A later issue makes this a setting; until then, every group of two or more is tested. */
const MIN_GROUP_SIZE = 2;

/** The groups of the groupings stored as a column, in their questionnaire order. */
const GROUPS: Record<Exclude<CompareQuery['by'], StudyGrouping>, readonly string[]> = {
  grade: GRADES,
  gender: GENDERS,
  participation: PARTICIPATION_LEVELS,
  awareness: AWARENESS_LEVELS,
  impactLevel: IMPACT_LEVELS,
};

function isStudyGrouping(by: CompareQuery['by']): by is StudyGrouping {
  return (STUDY_GROUPINGS as readonly string[]).includes(by);
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

export function createCompareService(db: Database, timeZone: string) {
  return {
    read: async ({ by, score, ...filters }: CompareFilteredQuery): Promise<CompareAnalytics> => {
      const condition = filterCondition(filters as AnalyticsFilters, timeZone);
      const counts = await readGroupHistograms(db, by, score, condition);
      const groups = isStudyGrouping(by) ? await readStudyGroups(db, by, condition) : GROUPS[by];
      return toCompareAnalytics({ by, score }, groups, counts);
    },
  };
}

export type CompareService = ReturnType<typeof createCompareService>;
