import { ANSWER_VALUES, ITEMS, MAX_ANSWER, MIN_ANSWER, type ItemSums } from '@prca/core';

/*
 * What the reliability analysis needs from the responses is n, Σxᵢ and Σxᵢxⱼ over the oriented
 * items (300 cross-products), per grade × gender cell; every group and the whole sample are sums
 * of cells. At a million rows the cost is in the aggregates, so three cross-products share one
 * aggregate: u = x₁ + x₂·2²⁸ + x₃·2⁵⁶ is a bigint, Σ(u·xⱼ) is summed exactly (numeric), and
 * its three 28-bit fields are Σx₁xⱼ, Σx₂xⱼ and Σx₃xⱼ as long as no field reaches 2²⁸, which
 * holds for up to PACKED_CELL_LIMIT responses in a cell (beyond that, one product each).
 */
const FIELD_BITS = 28;
export const PACKED_ITEMS = 3;
export const PACKED_CELL_LIMIT = Math.floor((2 ** FIELD_BITS - 1) / (MAX_ANSWER * MAX_ANSWER));

/** One aggregate: the packed sums of `items`, or of their products with item `times`. */
interface Slot {
  items: number[];
  times: number | null;
}

/** The aggregates of the query, in order, for items packed `packSize` to a bigint. */
export function itemSumsSlots(packSize: number): Slot[] {
  const items = ITEMS.map((_, index) => index);
  const packs: number[][] = [];
  for (let start = 0; start < items.length; start += packSize) {
    packs.push(items.slice(start, start + packSize));
  }
  const slots: Slot[] = packs.map((pack) => ({ items: pack, times: null }));
  // Products with each item j of every pack that starts at or before j: the upper triangle.
  for (const j of items) {
    for (const pack of packs) if ((pack[0] as number) <= j) slots.push({ items: pack, times: j });
  }
  return slots;
}

function orientedItem(index: number): string {
  const item = ITEMS[index]!;
  return item.key === 'plus'
    ? `answers[${item.id}]`
    : `(${MIN_ANSWER + MAX_ANSWER} - answers[${item.id}])`;
}

function packed(items: number[]): string {
  return items
    .map((item, field) => `${orientedItem(item)}::int8 * ${2n ** BigInt(FIELD_BITS * field)}`)
    .join(' + ');
}

/** Where the rows come from (a table or a CTE with grade, gender and answers) and their cell. */
export interface ItemSumsSource {
  from: string;
  cell: string;
}

const RESPONSES: ItemSumsSource = { from: 'survey_responses', cell: `grade || '/' || gender` };

/**
 * The query, built from constants only. The oriented items are computed once per row in a
 * UNION ALL branch (the empty second branch only stops the planner from copying each
 * expression into every aggregate, which would subscript the array 600 times a row), which
 * still lets PostgreSQL aggregate in parallel workers. The cell is one text key so that the
 * planner, without statistics on the branch, expects few groups and hashes them.
 */
export function itemSumsQuery(
  packSize: number,
  source: ItemSumsSource = RESPONSES,
  withCounts = false,
): string {
  const slots = itemSumsSlots(packSize);
  const packColumns = new Map<string, string>();
  for (const { items } of slots) {
    const key = items.join('_');
    if (!packColumns.has(key)) packColumns.set(key, `u_${key}`);
  }
  const columns = [
    `${source.cell} AS cell`,
    ...ITEMS.map((_, index) => `${orientedItem(index)} AS x_${index}`),
    ...[...packColumns].map(([key, name]) => `${packed(key.split('_').map(Number))} AS ${name}`),
  ];
  const branch = `SELECT ${columns.join(', ')} FROM ${source.from}`;
  const aggregates = slots.map(({ items, times }) => {
    const u = packColumns.get(items.join('_'));
    return times === null ? `sum(${u})` : `sum(${u} * x_${times})`;
  });
  // How many gave each oriented answer 1–5 to each item (items in order), for the kept cells.
  const counts = withCounts
    ? `, ARRAY[${ITEMS.flatMap((_, index) =>
        ANSWER_VALUES.map((answer) => `count(*) FILTER (WHERE x_${index} = ${answer})`),
      ).join(', ')}]::text[] AS counts`
    : '';
  return `SELECT cell, count(*)::int AS n, ARRAY[${aggregates.join(', ')}]::text[] AS sums${counts}
    FROM (${branch} UNION ALL ${branch} WHERE false) AS oriented GROUP BY cell`;
}

/** ItemSums from the query's packed aggregates. */
export function unpackItemSums(
  n: number,
  packedSums: readonly string[],
  packSize: number,
): ItemSums {
  const k = ITEMS.length;
  const sums = new Array<number>(k).fill(0);
  const crossProducts = Array.from({ length: k }, () => new Array<number>(k).fill(0));
  const mask = (1n << BigInt(FIELD_BITS)) - 1n;
  itemSumsSlots(packSize).forEach(({ items, times }, position) => {
    const total = BigInt(packedSums[position] as string);
    items.forEach((item, field) => {
      const shifted = total >> BigInt(FIELD_BITS * field);
      const value = Number(field === items.length - 1 ? shifted : shifted & mask);
      if (times === null) {
        sums[item] = value;
      } else {
        crossProducts[item]![times] = value;
        crossProducts[times]![item] = value;
      }
    });
  });
  return { n, sums, crossProducts };
}
