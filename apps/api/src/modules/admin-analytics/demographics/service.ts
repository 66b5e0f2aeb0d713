import {
  GENDERS,
  GRADE_AGE_RANGES,
  GRADES,
  PARTICIPATION_LEVELS,
  percentage,
  type AnalyticsFilters,
  type DemographicsAnalytics,
} from '@prca/core';
import type { Database } from '../../../db/client';
import { cellsWhere, countOf, genderBreakdown } from '../tally';
import { demographicCells } from './repository';

export interface DemographicCell {
  grade: string;
  gender: string;
  participation: string;
  count: number;
}

/** The demographics tab from respondents counted per grade, gender and participation. */
export function toDemographicsAnalytics(cells: readonly DemographicCell[]): DemographicsAnalytics {
  const total = countOf(cells);
  const share = (count: number) => ({ count, percentage: percentage(count, total) });
  return {
    totalResponses: total,
    ageGroups: GRADES.map((grade) => {
      const group = cellsWhere(cells, { grade });
      return {
        range: grade,
        ageRange: GRADE_AGE_RANGES[grade],
        ...share(countOf(group)),
        genderBreakdown: genderBreakdown(group),
      };
    }),
    genders: GENDERS.map((gender) => ({
      gender,
      ...share(countOf(cellsWhere(cells, { gender }))),
    })),
    educationLevels: GRADES.map((grade) => ({
      level: grade,
      ...share(countOf(cellsWhere(cells, { grade }))),
    })),
    participation: PARTICIPATION_LEVELS.map((level) => {
      const group = cellsWhere(cells, { participation: level });
      return { level, ...share(countOf(group)), genderBreakdown: genderBreakdown(group) };
    }),
  };
}

export function createDemographicsService(db: Database, timeZone: string) {
  return {
    read: async (filters: AnalyticsFilters): Promise<DemographicsAnalytics> =>
      toDemographicsAnalytics(await demographicCells(db, filters, timeZone)),
  };
}

export type DemographicsService = ReturnType<typeof createDemographicsService>;
