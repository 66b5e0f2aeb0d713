import { ANSWER_VALUES, ITEMS, type AnswerCounts, type ItemSums } from '@prca/core';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { queryRows } from '../../../db/query-rows';
import {
  COUNT_FIELD_LIMIT,
  PACKED_CELL_LIMIT,
  PACKED_ITEMS,
  itemSumsQuery,
  unpackCounts,
  unpackItemSums,
} from '../../../kept/reliability-sums/item-sums-query';
import { readReliabilityCells } from '../../../kept/reliability-sums/cells';
import { addSums } from '../reliability/service';

/** The answer counts and the item sums of the same responses (core checks they agree). */
export interface ItemAggregatesRow {
  counts: AnswerCounts[];
  sums: ItemSums;
}

/** Counts per item, oriented answers 1–5 in order, from the 120 of the query. */
function countsPerItem(all: readonly number[]): AnswerCounts[] {
  return ITEMS.map((_, index) =>
    all.slice(index * ANSWER_VALUES.length, (index + 1) * ANSWER_VALUES.length),
  );
}

interface AggregatesRow {
  n: number;
  sums: string[];
  counts: string[];
}

const emptySums = (): ItemSums => ({
  n: 0,
  sums: ITEMS.map(() => 0),
  crossProducts: ITEMS.map(() => ITEMS.map(() => 0)),
});

/**
 * The answer counts of every item and the sums and cross-products of the oriented items of the
 * responses `condition` selects, in one pass over them (two passes took 816 ms for one month of
 * the 1M bench database): packed counts and packed products while the subset is small enough for
 * their fields (COUNT_FIELD_LIMIT, PACKED_CELL_LIMIT responses), else a second pass with one
 * aggregate each.
 */
export function readItemAggregates(
  db: Database,
  condition: SQL = sql`true`,
  countFieldLimit = COUNT_FIELD_LIMIT,
): Promise<ItemAggregatesRow> {
  return db.transaction(
    async (tx) => {
      // Compiling 170 aggregates costs more than it saves (as for the reliability sums).
      await tx.execute(sql`SET LOCAL jit = off`);
      const pass = async (packSize: number, counts: 'each' | 'packed') => {
        const query = itemSumsQuery(packSize, { from: 'filtered', cell: `'all'` }, counts);
        const [row] = await queryRows<AggregatesRow>(
          tx,
          sql`WITH filtered AS NOT MATERIALIZED (SELECT * FROM survey_responses WHERE ${condition})
            ${sql.raw(query)}`,
        );
        return row;
      };
      let packSize = PACKED_ITEMS;
      let counts: 'each' | 'packed' = countFieldLimit > 0 ? 'packed' : 'each';
      let row = await pass(packSize, counts);
      const n = row?.n ?? 0;
      const countsOverflow = counts === 'packed' && n > countFieldLimit;
      const productsOverflow = n > PACKED_CELL_LIMIT;
      if (countsOverflow || productsOverflow) {
        if (countsOverflow) counts = 'each';
        if (productsOverflow) packSize = 1;
        row = await pass(packSize, counts);
      }
      if (!row || n === 0) {
        return { counts: countsPerItem(unpackCounts([], 'packed')), sums: emptySums() };
      }
      return {
        counts: countsPerItem(unpackCounts(row.counts, counts)),
        sums: unpackItemSums(row.n, row.sums, packSize),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/**
 * The same aggregates of every response from the kept grade × gender cells (a few rows whatever
 * the number of responses): sums of integer counts and sums, so exactly what a scan gives.
 */
export async function readKeptItemAggregates(db: Database): Promise<ItemAggregatesRow> {
  const cells = await readReliabilityCells(db);
  const total = new Array<number>(ITEMS.length * ANSWER_VALUES.length).fill(0);
  for (const cell of cells) cell.counts?.forEach((count, i) => (total[i]! += count));
  return { counts: countsPerItem(total), sums: addSums(cells.map((cell) => cell.sums)) };
}
