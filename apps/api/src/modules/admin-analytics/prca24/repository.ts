import type { AnalyticsFilters } from '@prca/core';
import type { Database } from '../../../db/client';
import { filterCondition, isFiltered, whereOf } from '../../../db/filters';
import { keptScoreCells, scanScoreCells, type ScoreCell } from '../../../kept/response-cells/cells';

/** How many responses have one total with one grade, gender and participation. */
export interface TotalCell {
  total: number;
  grade: string;
  gender: string;
  participation: string;
  count: number;
}

export interface Prca24Figures {
  n: number;
  /** Statistics of the total (null without responses; the SD also with one). */
  mean: number | null;
  median: number | null;
  sd: number | null;
  groupDiscussion: number | null;
  meetings: number | null;
  interpersonal: number | null;
  publicSpeaking: number | null;
  /** At most 97 totals × 3 grades × 3 genders × 4 participation levels. */
  cells: TotalCell[];
}

/**
 * The median as R's `median` (and percentile_cont(0.5)) gives it: the middle total, or the
 * mean of the two middle ones for an even count.
 */
function medianOf(cells: readonly ScoreCell[], n: number): number | null {
  if (n === 0) return null;
  const counts = new Map<number, number>();
  for (const cell of cells) counts.set(cell.total, (counts.get(cell.total) ?? 0) + cell.count);
  const totals = [...counts.keys()].sort((a, b) => a - b);
  const valueAt = (position: number) => {
    let seen = 0;
    for (const total of totals) {
      seen += counts.get(total)!;
      if (position < seen) return total;
    }
    return totals.at(-1)!;
  };
  const lower = valueAt(Math.floor((n - 1) / 2));
  const upper = valueAt(Math.ceil((n - 1) / 2));
  return (lower + upper) / 2;
}

/**
 * The figures from the respondents counted per total: n, Σx and Σx² are exact integers
 * (BigInt, since n·Σx² passes 2^53 near a million responses), so the SD is R's n − 1 SD to
 * the last digit or two of a double, however the cells were counted.
 */
export function figuresFromCells(cells: readonly ScoreCell[]): Prca24Figures {
  let n = 0;
  let sum = 0n;
  let sumOfSquares = 0n;
  const subscales = { groupDiscussion: 0, meetings: 0, interpersonal: 0, publicSpeaking: 0 };
  for (const cell of cells) {
    n += cell.count;
    sum += BigInt(cell.total * cell.count);
    sumOfSquares += BigInt(cell.total * cell.total) * BigInt(cell.count);
    subscales.groupDiscussion += cell.groupDiscussionSum;
    subscales.meetings += cell.meetingsSum;
    subscales.interpersonal += cell.interpersonalSum;
    subscales.publicSpeaking += cell.publicSpeakingSum;
  }
  const meanOf = (total: number) => (n === 0 ? null : total / n);
  const count = BigInt(n);
  return {
    n,
    mean: meanOf(Number(sum)),
    median: medianOf(cells, n),
    sd:
      n < 2
        ? null
        : Math.sqrt(Number(count * sumOfSquares - sum * sum) / Number(count * (count - 1n))),
    groupDiscussion: meanOf(subscales.groupDiscussion),
    meetings: meanOf(subscales.meetings),
    interpersonal: meanOf(subscales.interpersonal),
    publicSpeaking: meanOf(subscales.publicSpeaking),
    cells: cells.map(({ total, grade, gender, participation, count }) => ({
      total,
      grade,
      gender,
      participation,
      count,
    })),
  };
}

/**
 * The PRCA-24 figures of the filtered responses: every response from the kept cells, a subset
 * from one scan of its rows (the same cells, so both give the same figures).
 */
export async function readPrca24Figures(
  db: Database,
  filters: AnalyticsFilters,
  timeZone: string,
): Promise<Prca24Figures> {
  const cells = isFiltered(filters)
    ? await scanScoreCells(db, whereOf(filterCondition(filters, timeZone)))
    : await keptScoreCells(db);
  return figuresFromCells(cells);
}
