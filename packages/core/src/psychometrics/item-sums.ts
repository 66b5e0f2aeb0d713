/**
 * What a reliability analysis needs from the answers, and all that the server has to aggregate
 * (in SQL or over a stream of rows): the number of respondents, each item's sum Σxᵢ and the
 * cross-products Σxᵢxⱼ (a symmetric k × k matrix whose diagonal is Σxᵢ²).
 */
export interface ItemSums {
  n: number;
  sums: readonly number[];
  crossProducts: readonly (readonly number[])[];
}

/** Means and centred cross-products Σ(xᵢ − x̄ᵢ)(xⱼ − x̄ⱼ), from which every figure follows. */
export interface CentredMoments {
  n: number;
  /** Empty when n = 0. */
  means: number[];
  comoments: number[][];
}

function assertItemCount(itemCount: number): void {
  if (!Number.isInteger(itemCount) || itemCount < 0) {
    throw new RangeError(`Item count must be a non-negative integer, got ${itemCount}`);
  }
}

function assertRow(row: readonly number[], itemCount: number, index: number): void {
  if (row.length !== itemCount) {
    throw new RangeError(`Row ${index} has ${row.length} answers, expected ${itemCount}`);
  }
  for (const value of row) {
    if (!Number.isFinite(value)) {
      throw new RangeError(`Row ${index} holds ${value}; every answer must be a finite number`);
    }
  }
}

/** Takes rows one at a time and keeps only the sums, so any number of rows fits in memory. */
export class ItemSumsAccumulator {
  private count = 0;
  private readonly sums: number[];
  /** Upper triangle, row-major: products[i][j − i] = Σxᵢxⱼ for j ≥ i. */
  private readonly products: number[][];

  constructor(readonly itemCount: number) {
    assertItemCount(itemCount);
    this.sums = new Array<number>(itemCount).fill(0);
    this.products = Array.from({ length: itemCount }, (_, i) =>
      new Array<number>(itemCount - i).fill(0),
    );
  }

  get n(): number {
    return this.count;
  }

  add(row: readonly number[]): this {
    assertRow(row, this.itemCount, this.count);
    for (let i = 0; i < this.itemCount; i++) {
      const xi = row[i] as number;
      this.sums[i] = (this.sums[i] as number) + xi;
      const products = this.products[i] as number[];
      for (let j = i; j < this.itemCount; j++) {
        products[j - i] = (products[j - i] as number) + xi * (row[j] as number);
      }
    }
    this.count += 1;
    return this;
  }

  toSums(): ItemSums {
    const k = this.itemCount;
    const crossProducts = Array.from({ length: k }, (_, i) =>
      Array.from({ length: k }, (_, j) =>
        i <= j ? (this.products[i]?.[j - i] as number) : (this.products[j]?.[i - j] as number),
      ),
    );
    return { n: this.count, sums: [...this.sums], crossProducts };
  }
}

/** The sums of a whole matrix (rows = respondents, columns = items). */
export function itemSums(
  rows: readonly (readonly number[])[],
  itemCount = rows[0]?.length ?? 0,
): ItemSums {
  const accumulator = new ItemSumsAccumulator(itemCount);
  for (const row of rows) accumulator.add(row);
  return accumulator.toSums();
}

/** The sums of some of the items (0-based, in the order given), e.g. one category's six. */
export function subsetItemSums(sums: ItemSums, items: readonly number[]): ItemSums {
  const k = sums.sums.length;
  for (const item of items) {
    if (!Number.isInteger(item) || item < 0 || item >= k) {
      throw new RangeError(`Item index ${item} is not one of 0..${k - 1}`);
    }
  }
  return {
    n: sums.n,
    sums: items.map((i) => sums.sums[i] as number),
    crossProducts: items.map((i) => items.map((j) => sums.crossProducts[i]?.[j] as number)),
  };
}

function assertSums({ n, sums, crossProducts }: ItemSums): void {
  if (!Number.isInteger(n) || n < 0) {
    throw new RangeError(`n must be a non-negative integer, got ${n}`);
  }
  const k = sums.length;
  if (crossProducts.length !== k || crossProducts.some((row) => row.length !== k)) {
    throw new RangeError(`Cross-products must be a ${k} × ${k} matrix for ${k} item sums`);
  }
  if (![...sums, ...crossProducts.flat()].every(Number.isFinite)) {
    throw new RangeError('Item sums and cross-products must be finite numbers');
  }
  for (let i = 0; i < k; i++) {
    for (let j = 0; j < i; j++) {
      if (crossProducts[i]?.[j] !== crossProducts[j]?.[i]) {
        throw new RangeError(`Cross-products are not symmetric at (${i}, ${j})`);
      }
    }
  }
}

/**
 * Centred moments from sums. Integer sums (answers 1–5 always give them) are combined exactly
 * with BigInt: n·Σxy − Σx·Σy has no rounding at all, so a million rows lose nothing to the
 * textbook formula's cancellation. Other sums use Σxy − Σx·Σy/n in doubles.
 */
export function momentsFromSums(itemSumsValue: ItemSums): CentredMoments {
  assertSums(itemSumsValue);
  const { n, sums, crossProducts } = itemSumsValue;
  const k = sums.length;
  if (n === 0) {
    return { n, means: [], comoments: crossProducts.map((row) => row.map(() => 0)) };
  }
  const exact = [...sums, ...crossProducts.flat()].every(Number.isSafeInteger);
  const bigN = BigInt(n);
  const comoments = Array.from({ length: k }, (_, i) =>
    Array.from({ length: k }, (_, j) => {
      const sxy = crossProducts[i]?.[j] as number;
      const sx = sums[i] as number;
      const sy = sums[j] as number;
      if (!exact) {
        const value = sxy - (sx * sy) / n;
        // A constant column leaves only rounding noise on the diagonal; call it what it is.
        return i === j && value <= 64 * Number.EPSILON * sxy ? 0 : value;
      }
      return Number(bigN * BigInt(sxy) - BigInt(sx) * BigInt(sy)) / n;
    }),
  );
  return { n, means: sums.map((sum) => sum / n), comoments };
}

/**
 * Centred moments of a matrix. Integer answers go through their sums, so the matrix and the
 * sums give bit-for-bit the same figures; other data are centred on their means first (two
 * passes, as R's cov does).
 */
export function momentsFromRows(
  rows: readonly (readonly number[])[],
  itemCount: number,
): CentredMoments {
  assertItemCount(itemCount);
  rows.forEach((row, index) => assertRow(row, itemCount, index));
  const allIntegers = rows.every((row) => row.every(Number.isInteger));
  if (allIntegers) {
    const sums = itemSums(rows, itemCount);
    if ([...sums.sums, ...sums.crossProducts.flat()].every(Number.isSafeInteger)) {
      return momentsFromSums(sums);
    }
  }
  const n = rows.length;
  if (n === 0) return momentsFromSums(itemSums(rows, itemCount));
  const means = Array.from({ length: itemCount }, (_, i) => {
    const first = rows.reduce((sum, row) => sum + (row[i] as number), 0) / n;
    // R's refinement: add the mean of the residuals, which makes a constant column exact.
    return first + rows.reduce((sum, row) => sum + ((row[i] as number) - first), 0) / n;
  });
  const comoments = Array.from({ length: itemCount }, () => new Array<number>(itemCount).fill(0));
  for (const row of rows) {
    for (let i = 0; i < itemCount; i++) {
      const di = (row[i] as number) - (means[i] as number);
      const line = comoments[i] as number[];
      for (let j = i; j < itemCount; j++) {
        line[j] = (line[j] as number) + di * ((row[j] as number) - (means[j] as number));
      }
    }
  }
  for (let i = 0; i < itemCount; i++) {
    for (let j = 0; j < i; j++) (comoments[i] as number[])[j] = comoments[j]?.[i] as number;
  }
  return { n, means, comoments };
}
