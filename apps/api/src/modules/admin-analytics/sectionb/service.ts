import {
  AWARENESS_LEVELS,
  CAUSES,
  GENDERS,
  IMPACT_LEVELS,
  IMPACT_SUMMARY_GROUPS,
  meanToOneDecimal,
  percentage,
  type Cause,
  type SectionBAnalytics,
  type AnalyticsFilters,
} from '@prca/core';
import type { Database } from '../../../db/client';
import { byCountDescending, cellsWhere, countOf, genderBreakdown } from '../tally';
import { sectionBCells } from './repository';

export interface SectionBCell {
  awareness: string;
  impact: string;
  gender: string;
  count: number;
  /** Sum of the respondents' total scores. */
  scoreSum: number;
  /** How many of the respondents chose each cause. */
  causes: Record<Cause, number>;
}

type Causes = SectionBAnalytics['causes'];

function averageScoreOf(group: readonly SectionBCell[]): number | null {
  return meanToOneDecimal(
    group.reduce((sum, cell) => sum + cell.scoreSum, 0),
    countOf(group),
  );
}

function causesOf(cells: readonly SectionBCell[]): Causes {
  const total = countOf(cells);
  const respondentsOfGender = new Map(
    GENDERS.map((gender) => [gender, countOf(cellsWhere(cells, { gender }))]),
  );
  const distribution = CAUSES.map((cause) => {
    // The respondents who chose this cause, as cells of their own.
    const group = cells.map((cell) => ({ gender: cell.gender, count: cell.causes[cause] }));
    const count = countOf(group);
    return {
      cause,
      count,
      percentage: percentage(count, total),
      genderBreakdown: genderBreakdown(group).map((share) => ({
        ...share,
        percentageOfGender: percentage(share.count, respondentsOfGender.get(share.gender) ?? 0),
      })),
    };
  });
  const topCauses = byCountDescending(distribution.filter((cause) => cause.count > 0)).map(
    ({ cause, count, percentage }) => ({ cause, count, percentage }),
  );
  return { topCauses, distribution };
}

function awarenessImpactPairs(cells: readonly SectionBCell[]) {
  const total = countOf(cells);
  const pairs = AWARENESS_LEVELS.flatMap((awareness) => {
    const ofAwareness = countOf(cellsWhere(cells, { awareness }));
    return IMPACT_LEVELS.flatMap((impact) => {
      const group = cellsWhere(cells, { awareness, impact });
      const count = countOf(group);
      const avgScore = averageScoreOf(group);
      if (avgScore === null) return []; // nobody gave this pair
      return [
        {
          awareness,
          impact,
          count,
          avgScore,
          percentage: percentage(count, total),
          percentageOfAwareness: percentage(count, ofAwareness),
        },
      ];
    });
  });
  return byCountDescending(pairs);
}

/** The section B tab from the respondents counted per awareness, impact and gender. */
export function toSectionBAnalytics(cells: readonly SectionBCell[]): SectionBAnalytics {
  const total = countOf(cells);
  const distributionOf = <F extends 'awareness' | 'impact', L extends string>(
    field: F,
    levels: readonly L[],
  ) =>
    levels.map((level) => {
      const group = cellsWhere(cells, { [field]: level });
      const count = countOf(group);
      return {
        level,
        count,
        percentage: percentage(count, total),
        avgScore: averageScoreOf(group),
        genderBreakdown: genderBreakdown(group),
      };
    });
  const awareness = distributionOf('awareness', AWARENESS_LEVELS);
  const impact = distributionOf('impact', IMPACT_LEVELS);
  const impactCount = (levels: readonly string[]) => countOf(cellsWhere(cells, { impact: levels }));
  const causes = causesOf(cells);
  const familiarCount = countOf(cellsWhere(cells, { awareness: 'familiar' }));
  const highImpactCount = impactCount(IMPACT_SUMMARY_GROUPS.high);
  return {
    totalResponses: total,
    summary: {
      familiarCount,
      familiarPercentage: percentage(familiarCount, total),
      topCause: causes.topCauses[0] ?? null,
      highImpactCount,
      highImpactPercentage: percentage(highImpactCount, total),
    },
    awareness: {
      summary: {
        familiar: familiarCount,
        unfamiliar: countOf(cellsWhere(cells, { awareness: 'unfamiliar' })),
        heard_but_unsure: countOf(cellsWhere(cells, { awareness: 'heard_but_unsure' })),
      },
      distribution: awareness,
    },
    causes,
    impact: {
      summary: {
        high: highImpactCount,
        moderate: impactCount(IMPACT_SUMMARY_GROUPS.moderate),
        low: impactCount(IMPACT_SUMMARY_GROUPS.low),
      },
      distribution: impact,
    },
    correlations: { awarenessImpact: awarenessImpactPairs(cells) },
  };
}

export function createSectionBService(db: Database, timeZone: string) {
  return {
    read: async (filters: AnalyticsFilters): Promise<SectionBAnalytics> =>
      toSectionBAnalytics(await sectionBCells(db, filters, timeZone)),
  };
}

export type SectionBService = ReturnType<typeof createSectionBService>;
