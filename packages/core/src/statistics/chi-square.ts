import { chiSquareUpperTail } from './distributions';
import { MIN_TESTABLE_GROUP_SIZE } from './group-moments';
import type { StatisticUnavailableReason } from './reasons';

/** Counts of a level (columns, e.g. the report bands) by group (rows): SQL GROUP BY both. */
export interface ContingencyTable {
  rows: readonly string[];
  columns: readonly string[];
  /** counts[row][column]. */
  counts: readonly (readonly number[])[];
}

/**
 * Pearson's chi-square test of independence without continuity correction, for every table
 * size: R's chisq.test(x, correct = FALSE). R corrects 2 × 2 tables by default (Yates); this
 * does not, so that χ² and Cramér's V agree with each other and with the "Pearson Chi-Square"
 * row SPSS prints, and because Yates's correction is needlessly conservative. Groups under the
 * minimum size and rows or columns without counts are left out first (they would give R NaN).
 */
export interface ChiSquareTest {
  chiSquare: number | null;
  df: number | null;
  p: number | null;
  /** √(χ² / (N·(min(rows, columns) − 1))). */
  cramersV: number | null;
  /** Responses in the tested table. */
  n: number;
  /** The rows and columns tested, in the order given. */
  testedRows: string[];
  testedColumns: string[];
  /** Cells whose expected count is below 5 (R warns "Chi-squared approximation may be incorrect"). */
  expectedBelowFive: number | null;
  reason: StatisticUnavailableReason | null;
}

function assertTable({ rows, columns, counts }: ContingencyTable): void {
  if (counts.length !== rows.length || counts.some((row) => row.length !== columns.length)) {
    throw new RangeError(`Counts must be a ${rows.length} × ${columns.length} table`);
  }
  for (const value of counts.flat()) {
    if (!Number.isInteger(value) || value < 0) {
      throw new RangeError(`A count must be a non-negative integer, got ${value}`);
    }
  }
}

const sum = (values: readonly number[]): number => values.reduce((total, v) => total + v, 0);

export function chiSquareTest(
  table: ContingencyTable,
  { minGroupSize = MIN_TESTABLE_GROUP_SIZE }: { minGroupSize?: number } = {},
): ChiSquareTest {
  assertTable(table);
  const rowIndices = table.counts.flatMap((row, i) => (sum(row) >= minGroupSize ? [i] : []));
  const columnIndices = table.columns.flatMap((_, j) =>
    rowIndices.some((i) => (table.counts[i]?.[j] as number) > 0) ? [j] : [],
  );
  const counts = rowIndices.map((i) => columnIndices.map((j) => table.counts[i]?.[j] as number));
  const rowTotals = counts.map(sum);
  const columnTotals = columnIndices.map((_, j) => sum(counts.map((row) => row[j] as number)));
  const n = sum(rowTotals);
  const base = {
    n,
    testedRows: rowIndices.map((i) => table.rows[i] as string),
    testedColumns: columnIndices.map((j) => table.columns[j] as string),
  };
  const reason: StatisticUnavailableReason | null =
    n === 0
      ? 'noResponses'
      : rowIndices.length < 2
        ? 'tooFewGroups'
        : columnIndices.length < 2
          ? 'tooFewLevels'
          : null;
  if (reason !== null) {
    return {
      chiSquare: null,
      df: null,
      p: null,
      cramersV: null,
      ...base,
      expectedBelowFive: null,
      reason,
    };
  }
  let chiSquare = 0;
  let expectedBelowFive = 0;
  counts.forEach((row, i) =>
    row.forEach((observed, j) => {
      const expected = ((rowTotals[i] as number) * (columnTotals[j] as number)) / n;
      chiSquare += (observed - expected) ** 2 / expected;
      if (expected < 5) expectedBelowFive += 1;
    }),
  );
  const df = (rowIndices.length - 1) * (columnIndices.length - 1);
  const smallerSide = Math.min(rowIndices.length, columnIndices.length);
  return {
    chiSquare,
    df,
    p: chiSquareUpperTail(chiSquare, df),
    cramersV: Math.sqrt(chiSquare / (n * (smallerSide - 1))),
    ...base,
    expectedBelowFive,
    reason: null,
  };
}
