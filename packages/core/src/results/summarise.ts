import { CATEGORIES, type Category } from '../instrument/categories';
import { GENDERS, GRADES } from '../schemas/demographics';
import {
  TOTAL_LEVELS,
  interpretSubscore,
  interpretTotal,
  type ContextLevel,
  type TotalLevel,
} from '../scoring/interpret';
import { meanToOneDecimal, percentage } from '../rounding/round-like-r';
import type { Subscores } from '../scoring/score';

/*
 * The figures of the Results tab (SPEC.md section 2), computed the same way in the browser
 * (from the results it keeps) and on the server (GET /api/analytics/user and /summary).
 */

/** What the summary needs of a result: the browser's and the server's both have it. */
export interface SummarisableResult {
  totalScore: number;
  subscores: Subscores;
  demographics?: { grade?: string; gender?: string };
}

/** Counted under this key when a stored result has no grade or gender. */
export const NOT_GIVEN = 'notGiven';

/** Only completed surveys are ever stored, so the browser's completion rate is always 100 %. */
export const COMPLETION_RATE = 100;

export interface LevelCount {
  level: TotalLevel;
  count: number;
  /** Of all results, rounded to one decimal. */
  percentage: number;
}

export interface GroupSummary {
  /** A grade or gender value of core's enumerations, or NOT_GIVEN, or whatever an old entry held. */
  key: string;
  count: number;
  /** Mean total of the group, rounded to one decimal. */
  averageTotal: number;
}

export interface ContextAverage {
  /** Rounded to one decimal. */
  average: number;
  level: ContextLevel;
}

export interface ResultsSummary {
  count: number;
  /** Mean total, rounded to one decimal. */
  averageTotal: number;
  /** Individual interpretation of the unrounded mean total. */
  averageTotalLevel: TotalLevel;
  averageSubscores: Record<Category, ContextAverage>;
  /** Individual interpretation (> 80 high, < 51 low), always all three levels, low first. */
  distribution: LevelCount[];
  byGrade: GroupSummary[];
  byGender: GroupSummary[];
}

/** The mean of integers, to one decimal as R rounds it; 0 for no values. */
export function roundedMean(values: readonly number[]): number {
  return meanToOneDecimal(sum(values), values.length) ?? 0;
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

function mean(values: readonly number[]): number {
  return sum(values) / values.length;
}

function groupKey(value: unknown): string {
  return typeof value === 'string' && value !== '' ? value : NOT_GIVEN;
}

/** Groups present in the data: core's order first, then anything else alphabetically. */
function breakdown(
  results: readonly SummarisableResult[],
  keyOf: (result: SummarisableResult) => unknown,
  order: readonly string[],
): GroupSummary[] {
  const totals = new Map<string, number[]>();
  for (const result of results) {
    const key = groupKey(keyOf(result));
    totals.set(key, [...(totals.get(key) ?? []), result.totalScore]);
  }
  const rank = (key: string) => {
    const index = order.indexOf(key);
    return index < 0 ? order.length : index;
  };
  return [...totals.keys()]
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
    .map((key) => {
      const group = totals.get(key) ?? [];
      return {
        key,
        count: group.length,
        averageTotal: roundedMean(group),
      };
    });
}

/**
 * The Results tab's figures (SPEC.md section 2), or null when there is nothing to summarise.
 * Levels are read from the unrounded means, as core reads its other thresholds; the screen
 * shows means to one decimal.
 */
export function summariseResults(results: readonly SummarisableResult[]): ResultsSummary | null {
  if (results.length === 0) return null;
  const totals = results.map((result) => result.totalScore);
  const levels = totals.map((total) => interpretTotal(total));
  const averageSubscores = Object.fromEntries(
    CATEGORIES.map((category) => {
      const scores = results.map((result) => result.subscores[category]);
      return [
        category,
        { average: roundedMean(scores), level: interpretSubscore(category, mean(scores)) },
      ];
    }),
  ) as Record<Category, ContextAverage>;

  return {
    count: results.length,
    averageTotal: roundedMean(totals),
    averageTotalLevel: interpretTotal(mean(totals)),
    averageSubscores,
    distribution: TOTAL_LEVELS.map((level) => {
      const count = levels.filter((candidate) => candidate === level).length;
      return { level, count, percentage: percentage(count, results.length) };
    }),
    byGrade: breakdown(results, (result) => result.demographics?.grade, GRADES),
    byGender: breakdown(results, (result) => result.demographics?.gender, GENDERS),
  };
}
