import { ANSWER_VALUES, ITEMS, type AnswerCounts, type ItemSums } from '@prca/core';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { queryRows } from '../../../db/query-rows';
import {
  PACKED_CELL_LIMIT,
  PACKED_ITEMS,
  itemSumsQuery,
  unpackItemSums,
} from '../reliability/item-sums-query';

/** The answer counts and the item sums of the same responses (core checks they agree). */
export interface ItemAggregatesRow {
  counts: AnswerCounts[];
  sums: ItemSums;
}

// 120 counts in one pass: how many gave raw answer a to question q, in ITEMS order.
const COUNTS_QUERY = ITEMS.flatMap((item) =>
  ANSWER_VALUES.map((answer) => `count(*) FILTER (WHERE answers[${item.id}] = ${answer})`),
).join(', ');

function orientedCounts(raw: readonly number[]): AnswerCounts[] {
  return ITEMS.map((item, index) => {
    const counts = raw.slice(index * ANSWER_VALUES.length, (index + 1) * ANSWER_VALUES.length);
    // A minus-keyed item's oriented answer v is the raw answer 6 − v.
    return item.key === 'plus' ? counts : [...counts].reverse();
  });
}

/** The responses `condition` selects, as the source the item sums query reads. */
function filtered(condition: SQL, packSize: number): SQL {
  return sql`WITH filtered AS NOT MATERIALIZED (SELECT * FROM survey_responses WHERE ${condition})
    ${sql.raw(itemSumsQuery(packSize, { from: 'filtered', cell: `'all'` }))}`;
}

const emptySums = (): ItemSums => ({
  n: 0,
  sums: ITEMS.map(() => 0),
  crossProducts: ITEMS.map(() => ITEMS.map(() => 0)),
});

/**
 * The answer counts of every item and the sums and cross-products of the oriented items, on
 * one snapshot so that both describe the same responses even while others arrive.
 */
export function readItemAggregates(
  db: Database,
  condition: SQL = sql`true`,
): Promise<ItemAggregatesRow> {
  return db.transaction(
    async (tx) => {
      // Compiling 150 aggregates costs more than it saves (as for the reliability sums).
      await tx.execute(sql`SET LOCAL jit = off`);
      const [countsRow] = await queryRows<{ counts: string[] }>(
        tx,
        sql`SELECT ARRAY[${sql.raw(COUNTS_QUERY)}]::text[] AS counts
          FROM survey_responses WHERE ${condition}`,
      );
      const counts = orientedCounts((countsRow?.counts ?? []).map(Number));
      const n = counts[0]!.reduce((total, count) => total + count, 0);
      if (n === 0) return { counts, sums: emptySums() };
      const packSize = n > PACKED_CELL_LIMIT ? 1 : PACKED_ITEMS;
      const [row] = await queryRows<{ n: number; sums: string[] }>(
        tx,
        filtered(condition, packSize),
      );
      return { counts, sums: row ? unpackItemSums(row.n, row.sums, packSize) : emptySums() };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
