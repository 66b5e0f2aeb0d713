/**
 * A seeded generator (xoshiro128**, seeded through splitmix32) so that `--seed S` always
 * writes the same rows; Math.random cannot be seeded.
 */
export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;
  private spareNormal: number | undefined;

  constructor(seed: number) {
    let state = seed >>> 0;
    const next = () => {
      state = (state + 0x9e3779b9) >>> 0;
      let z = state;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
      return (z ^ (z >>> 16)) >>> 0;
    };
    this.a = next();
    this.b = next();
    this.c = next();
    this.d = next();
  }

  /** A uniform 32-bit unsigned integer. */
  uint32(): number {
    const result = Math.imul(rotl(Math.imul(this.b, 5), 7), 9) >>> 0;
    const t = this.b << 9;
    this.c ^= this.a;
    this.d ^= this.b;
    this.b ^= this.c;
    this.a ^= this.d;
    this.c ^= t;
    this.d = rotl(this.d, 11);
    return result;
  }

  /** Uniform in [0, 1). */
  next(): number {
    return this.uint32() / 4_294_967_296;
  }

  /** Uniform integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  /** Standard normal (Box-Muller; the second value of each pair is kept for the next call). */
  normal(): number {
    if (this.spareNormal !== undefined) {
      const spare = this.spareNormal;
      this.spareNormal = undefined;
      return spare;
    }
    let u = 0;
    while (u === 0) u = this.next();
    const v = this.next();
    const radius = Math.sqrt(-2 * Math.log(u));
    this.spareNormal = radius * Math.sin(2 * Math.PI * v);
    return radius * Math.cos(2 * Math.PI * v);
  }

  pick<T>(values: readonly T[]): T {
    return values[Math.floor(this.next() * values.length)] as T;
  }

  /** One value, chosen with probability proportional to its weight. */
  weighted<T>(choices: readonly (readonly [T, number])[]): T {
    let total = 0;
    for (const [, weight] of choices) total += weight;
    let target = this.next() * total;
    for (const [value, weight] of choices) {
      target -= weight;
      if (target < 0) return value;
    }
    return (choices[choices.length - 1] as readonly [T, number])[0];
  }

  /** A version-4 UUID made from this generator, so ids are reproducible too. */
  uuid(): string {
    const words = [this.uint32(), this.uint32(), this.uint32(), this.uint32()];
    words[1] = ((words[1] as number) & 0xffff0fff) | 0x00004000;
    words[2] = ((words[2] as number) & 0x3fffffff) | 0x80000000;
    const hex = words.map((word) => (word >>> 0).toString(16).padStart(8, '0')).join('');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  }
}

function rotl(value: number, shift: number): number {
  return ((value << shift) | (value >>> (32 - shift))) >>> 0;
}

/** Cumulative weights for repeated draws from a long list (binary search instead of a scan). */
export class WeightedTable<T> {
  private readonly cumulative: number[] = [];
  private total = 0;

  constructor(
    private readonly values: readonly T[],
    weights: readonly number[],
  ) {
    for (const weight of weights) {
      this.total += weight;
      this.cumulative.push(this.total);
    }
  }

  draw(random: Random): T {
    const target = random.next() * this.total;
    let low = 0;
    let high = this.cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.cumulative[middle] as number) > target) high = middle;
      else low = middle + 1;
    }
    return this.values[low] as T;
  }
}
