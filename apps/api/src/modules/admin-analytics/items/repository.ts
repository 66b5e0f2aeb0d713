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
import { readReliabilityCells } from '../reliability/repository';
import { addSums } from '../reliability/service';

/** The answer counts and the item sums of the same responses (core checks they agree). */
export interface ItemAggregatesRow {
  counts: AnswerCounts[];
  sums: ItemSums;
}

/*
 * The 120 answer counts in one pass, in 48 bigint sums: a row adds 2^(21·(a − 1)) to its item's
 * first sum when its answer a is 1–3 and 2^(21·(a − 4)) to the second when 4 or 5, so each
 * 21-bit field counts one answer for up to COUNT_FIELD_LIMIT responses (beyond that, one
 * FILTER count each). Each answer is read from the array once per row, in a UNION ALL branch
 * as the item sums query does (the empty second branch keeps the planner from repeating the
 * subscript in every aggregate).
 */
const COUNT_FIELD_BITS = 21;
export const COUNT_FIELD_LIMIT = 2 ** COUNT_FIELD_BITS - 1;
const LOW_ANSWERS = 3;

function countsQuery(packed: boolean): string {
  const columns = ITEMS.map((item, index) => `answers[${item.id}] AS a_${index}`).join(', ');
  const branch = `SELECT ${columns} FROM filtered`;
  const aggregates = ITEMS.flatMap((_, index) => {
    const a = `a_${index}`;
    if (!packed) return ANSWER_VALUES.map((answer) => `count(*) FILTER (WHERE ${a} = ${answer})`);
    const low = `sum(CASE WHEN ${a} <= ${LOW_ANSWERS} THEN 1::int8 << (${COUNT_FIELD_BITS} * (${a} - 1)) ELSE 0 END)`;
    const high = `sum(CASE WHEN ${a} > ${LOW_ANSWERS} THEN 1::int8 << (${COUNT_FIELD_BITS} * (${a} - ${LOW_ANSWERS + 1})) ELSE 0 END)`;
    return [low, high];
  });
  return `SELECT count(*)::int AS n, ARRAY[${aggregates.join(', ')}]::text[] AS counts
    FROM (${branch} UNION ALL ${branch} WHERE false) AS answered`;
}

/** Raw answer counts, ITEMS order, five per item, from either form of the query. */
function unpackCounts(values: readonly string[], packed: boolean): number[] {
  if (!packed) return values.map(Number);
  const mask = (1n << BigInt(COUNT_FIELD_BITS)) - 1n;
  return ITEMS.flatMap((_, index) => {
    // Without responses the sums are null.
    const [low, high] = [BigInt(values[2 * index] ?? 0), BigInt(values[2 * index + 1] ?? 0)];
    const field = (total: bigint, position: number) =>
      Number((total >> BigInt(COUNT_FIELD_BITS * position)) & mask);
    return [field(low, 0), field(low, 1), field(low, 2), field(high, 0), field(high, 1)];
  });
}

function orientedCounts(raw: readonly number[]): AnswerCounts[] {
  return ITEMS.map((item, index) => {
    const counts = raw.slice(index * ANSWER_VALUES.length, (index + 1) * ANSWER_VALUES.length);
    // A minus-keyed item's oriented answer v is the raw answer 6 − v.
    return item.key === 'plus' ? counts : [...counts].reverse();
  });
}

/** `query`, reading the responses `condition` selects as `filtered`. */
function onFiltered(condition: SQL, query: string): SQL {
  return sql`WITH filtered AS NOT MATERIALIZED (SELECT * FROM survey_responses WHERE ${condition})
    ${sql.raw(query)}`;
}

interface CountsRow {
  n: number;
  counts: string[];
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
  countFieldLimit = COUNT_FIELD_LIMIT,
): Promise<ItemAggregatesRow> {
  return db.transaction(
    async (tx) => {
      // Compiling 150 aggregates costs more than it saves (as for the reliability sums).
      await tx.execute(sql`SET LOCAL jit = off`);
      const withFiltered = (query: string) => onFiltered(condition, query);
      let [countsRow] = await queryRows<CountsRow>(tx, withFiltered(countsQuery(true)));
      const packed = (countsRow?.n ?? 0) <= countFieldLimit;
      if (!packed) [countsRow] = await queryRows<CountsRow>(tx, withFiltered(countsQuery(false)));
      const counts = orientedCounts(unpackCounts(countsRow?.counts ?? [], packed));
      const n = countsRow?.n ?? 0;
      if (n === 0) return { counts, sums: emptySums() };
      const packSize = n > PACKED_CELL_LIMIT ? 1 : PACKED_ITEMS;
      const [row] = await queryRows<{ n: number; sums: string[] }>(
        tx,
        withFiltered(itemSumsQuery(packSize, { from: 'filtered', cell: `'all'` })),
      );
      return { counts, sums: row ? unpackItemSums(row.n, row.sums, packSize) : emptySums() };
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
  const counts = ITEMS.map((_, index) =>
    total.slice(index * ANSWER_VALUES.length, (index + 1) * ANSWER_VALUES.length),
  );
  return { counts, sums: addSums(cells.map((cell) => cell.sums)) };
}
