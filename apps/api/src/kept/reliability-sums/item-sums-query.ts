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

/*
 * The answer counts can come with the sums, in one of two forms: one count per item and oriented
 * answer (120 aggregates: what the kept cells store), or packed, 120 counts in 48 bigint sums: a
 * row adds 2^(21·(x − 1)) to its item's first sum when its oriented answer x is 1–3 and
 * 2^(21·(x − 4)) to the second when 4 or 5, so each 21-bit field counts one answer for up to
 * COUNT_FIELD_LIMIT responses (unpackCounts reads them).
 */
export type CountsForm = 'none' | 'each' | 'packed';
const COUNT_FIELD_BITS = 21;
export const COUNT_FIELD_LIMIT = 2 ** COUNT_FIELD_BITS - 1;
const LOW_ANSWERS = 3;

function countAggregates(form: CountsForm): string[] {
  if (form === 'none') return [];
  return ITEMS.flatMap((_, index) => {
    const x = `x_${index}`;
    if (form === 'each') {
      return ANSWER_VALUES.map((answer) => `count(*) FILTER (WHERE ${x} = ${answer})`);
    }
    const field = (first: number) => `1::int8 << (${COUNT_FIELD_BITS} * (${x} - ${first}))`;
    return [
      `sum(CASE WHEN ${x} <= ${LOW_ANSWERS} THEN ${field(1)} ELSE 0 END)`,
      `sum(CASE WHEN ${x} > ${LOW_ANSWERS} THEN ${field(LOW_ANSWERS + 1)} ELSE 0 END)`,
    ];
  });
}

/** The 120 counts, items in order, five oriented answers each, from either form. */
export function unpackCounts(values: readonly string[], form: 'each' | 'packed'): number[] {
  if (form === 'each') return values.map(Number);
  const mask = (1n << BigInt(COUNT_FIELD_BITS)) - 1n;
  return ITEMS.flatMap((_, index) => {
    // Without responses the sums are null.
    const [low, high] = [BigInt(values[2 * index] ?? 0), BigInt(values[2 * index + 1] ?? 0)];
    const field = (total: bigint, position: number) =>
      Number((total >> BigInt(COUNT_FIELD_BITS * position)) & mask);
    return [field(low, 0), field(low, 1), field(low, 2), field(high, 0), field(high, 1)];
  });
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
  counts: CountsForm = 'none',
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
  // How many gave each oriented answer 1–5 to each item (items in order).
  const countColumn =
    counts === 'none' ? '' : `, ARRAY[${countAggregates(counts).join(', ')}]::text[] AS counts`;
  return `SELECT cell, count(*)::int AS n, ARRAY[${aggregates.join(', ')}]::text[] AS sums${countColumn}
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
