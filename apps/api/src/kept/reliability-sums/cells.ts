import { ANSWER_VALUES, ITEMS, type ItemSums } from '@prca/core';
import { sql, type SQL } from 'drizzle-orm';
import { ADVISORY_LOCKS } from '../../db/advisory-locks';
import type { Database } from '../../db/client';
import { itemSumsQuery, PACKED_CELL_LIMIT, PACKED_ITEMS, unpackItemSums } from './item-sums-query';
import { queryRows, type SqlRunner } from '../../db/query-rows';

/** The reliability sums of the responses of one grade and one gender. */
export interface CellSums {
  grade: string;
  gender: string;
  sums: ItemSums;
  /**
   * How many gave each oriented answer 1–5 to each item, items in order, five each (120): kept
   * cells always have them, a scan only when asked.
   */
  counts?: number[];
}

interface PackedRow {
  cell: string;
  n: number;
  sums: string[];
  counts?: string[];
}

function withoutJit<T>(db: Database, work: (tx: SqlRunner) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    // Compiling 130 aggregates costs more than it saves, and sometimes seconds.
    await tx.execute(sql`SET LOCAL jit = off`);
    return work(tx);
  });
}

const SUBSET_MARK = '/*subset*/';

/** The scan's statement over the responses of `subset` (all of them when undefined). */
function scanQuery(size: number, subset: SQL | undefined, withCounts: boolean): SQL {
  if (!subset) return sql.raw(itemSumsQuery(size, undefined, withCounts ? 'each' : 'none'));
  const text = itemSumsQuery(
    size,
    {
      from: `(SELECT grade, gender, answers FROM survey_responses WHERE ${SUBSET_MARK}) AS subset`,
      cell: `grade || '/' || gender`,
    },
    withCounts ? 'each' : 'none',
  );
  const parts = text.split(SUBSET_MARK).map((part) => sql.raw(part));
  return sql.join(
    parts.flatMap((part, index) => (index === 0 ? [part] : [subset, part])),
    sql``,
  );
}

/**
 * The sums computed from the responses of `subset` (every response when undefined), in one
 * pass: what the kept sums must always equal (tests), the figure the benchmark sets them
 * against, and the answer for a filtered subset, which the kept sums (per grade × gender over
 * everything) cannot give.
 */
export async function scanReliabilityCells(
  db: Database,
  packSize = PACKED_ITEMS,
  subset?: SQL,
  withCounts = false,
): Promise<CellSums[]> {
  const scan = (size: number) =>
    withoutJit(db, (tx) => queryRows<PackedRow>(tx, scanQuery(size, subset, withCounts)));
  let size = packSize;
  let rows = await scan(size);
  if (size > 1 && rows.some((row) => row.n > PACKED_CELL_LIMIT)) {
    size = 1;
    rows = await scan(size);
  }
  return rows.map((row) => {
    const [grade = '', gender = ''] = row.cell.split('/');
    const sums = unpackItemSums(row.n, row.sums, size);
    return row.counts
      ? { grade, gender, sums, counts: row.counts.map(Number) }
      : { grade, gender, sums };
  });
}

/*
 * Folding takes at most PACKED_CELL_LIMIT pending rows at a time, so a (cell, weight) group of
 * one batch never overflows the packed fields, and holds an advisory lock so that two folds
 * (two instances, or a request and the hourly job) never add the same batch twice.
 */

const FOLD_QUERY = `WITH batch AS (SELECT id FROM reliability_pending LIMIT ${PACKED_CELL_LIMIT}),
  moved AS (DELETE FROM reliability_pending AS p USING batch WHERE p.id = batch.id
    RETURNING p.grade, p.gender, p.answers, p.weight)
  ${itemSumsQuery(PACKED_ITEMS, { from: 'moved', cell: `grade || '/' || gender || '/' || weight` }, 'each')}`;

const ITEM_COUNT = ITEMS.length;

function emptySums(): ItemSums {
  return {
    n: 0,
    sums: new Array<number>(ITEM_COUNT).fill(0),
    crossProducts: Array.from({ length: ITEM_COUNT }, () => new Array<number>(ITEM_COUNT).fill(0)),
  };
}

const COUNT_LENGTH = ITEM_COUNT * ANSWER_VALUES.length;

function addWeightedCounts(into: readonly number[], add: readonly number[], weight: number) {
  return Array.from({ length: COUNT_LENGTH }, (_, i) => (into[i] ?? 0) + weight * (add[i] ?? 0));
}

function addWeighted(into: ItemSums, add: ItemSums, weight: number): ItemSums {
  return {
    n: into.n + weight * add.n,
    sums: into.sums.map((value, i) => value + weight * (add.sums[i] as number)),
    crossProducts: into.crossProducts.map((row, i) =>
      row.map((value, j) => value + weight * (add.crossProducts[i]![j] as number)),
    ),
  };
}

/** The stored upper triangle, row-major, as the symmetric matrix ItemSums holds. */
function fromTriangle(triangle: readonly number[]): number[][] {
  const matrix = Array.from({ length: ITEM_COUNT }, () => new Array<number>(ITEM_COUNT).fill(0));
  let position = 0;
  for (let i = 0; i < ITEM_COUNT; i++) {
    for (let j = i; j < ITEM_COUNT; j++) {
      const value = triangle[position++] as number;
      matrix[i]![j] = value;
      matrix[j]![i] = value;
    }
  }
  return matrix;
}

function toTriangle(matrix: ItemSums['crossProducts']): number[] {
  return matrix.flatMap((row, i) => row.slice(i));
}

interface StoredRow {
  grade: string;
  gender: string;
  n: string;
  sums: string[];
  cross_products: string[];
  answer_counts: string[];
}

async function readStoredCells(runner: SqlRunner): Promise<CellSums[]> {
  const rows = await queryRows<StoredRow>(
    runner,
    sql`SELECT grade, gender, n::text, sums::text[], cross_products::text[],
        answer_counts::text[] FROM reliability_cells ORDER BY grade, gender`,
  );
  return rows.map((row) => ({
    grade: row.grade,
    gender: row.gender,
    sums: {
      n: Number(row.n),
      sums: row.sums.map(Number),
      crossProducts: fromTriangle(row.cross_products.map(Number)),
    },
    counts: addWeightedCounts([], row.answer_counts.map(Number), 1),
  }));
}

/** Moves one batch of pending rows into the kept cells; returns how many rows it moved. */
async function foldBatch(runner: SqlRunner): Promise<number> {
  await runner.execute(sql`SELECT pg_advisory_xact_lock(${ADVISORY_LOCKS.reliabilityFold})`);
  const moved = await queryRows<PackedRow>(runner, sql.raw(FOLD_QUERY));
  if (moved.length === 0) return 0;
  const cells = new Map<string, CellSums>();
  for (const cell of await readStoredCells(runner)) cells.set(`${cell.grade}/${cell.gender}`, cell);
  for (const row of moved) {
    const [grade = '', gender = '', weight = ''] = row.cell.split('/');
    const key = `${grade}/${gender}`;
    const before = cells.get(key);
    const change = unpackItemSums(row.n, row.sums, PACKED_ITEMS);
    cells.set(key, {
      grade,
      gender,
      sums: addWeighted(before?.sums ?? emptySums(), change, Number(weight)),
      counts: addWeightedCounts(
        before?.counts ?? [],
        (row.counts ?? []).map(Number),
        Number(weight),
      ),
    });
  }
  const rows = [...cells.values()].map(({ grade, gender, sums, counts }) => ({
    grade,
    gender,
    n: sums.n,
    sums: sums.sums,
    cross_products: toTriangle(sums.crossProducts),
    answer_counts: counts,
  }));
  await runner.execute(sql`
    INSERT INTO reliability_cells (grade, gender, n, sums, cross_products, answer_counts)
    SELECT grade, gender, n, sums, cross_products, answer_counts
      FROM json_to_recordset(${JSON.stringify(rows)}::json)
      AS r(grade text, gender text, n bigint, sums bigint[], cross_products bigint[],
        answer_counts bigint[])
    ON CONFLICT (grade, gender) DO UPDATE SET n = excluded.n, sums = excluded.sums,
      cross_products = excluded.cross_products, answer_counts = excluded.answer_counts`);
  await runner.execute(sql`DELETE FROM reliability_cells WHERE n = 0`);
  return moved.reduce((total, row) => total + row.n, 0);
}

/** Folds every pending row into the kept cells; returns how many rows it folded. */
export async function foldPendingReliability(db: Database): Promise<number> {
  // Planning the fold's 400 aggregates costs more than reading the cells: skip it when idle.
  const [pending] = await queryRows<{ any: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM reliability_pending) AS any`,
  );
  if (!pending?.any) return 0;
  let folded = 0;
  for (;;) {
    const moved = await withoutJit(db, foldBatch);
    folded += moved;
    if (moved < PACKED_CELL_LIMIT) return folded;
  }
}

/** The reliability sums of every grade × gender cell that has responses, as of now. */
export async function readReliabilityCells(db: Database): Promise<CellSums[]> {
  await foldPendingReliability(db);
  return readStoredCells(db);
}
