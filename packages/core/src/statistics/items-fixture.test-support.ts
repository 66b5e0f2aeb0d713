import type { ItemSums } from '../psychometrics/item-sums';
import fixtures from './fixtures/items.json';
import type { ItemAggregates } from './item-statistics';
import type { Subscale } from './subscales';

type Figure = number | null;

/** One data set of fixtures/items.json: the aggregates SQL would return and what R reports. */
export interface ItemsFixture {
  name: string;
  n: number;
  subscales: Subscale[];
  aggregates: { counts: number[][]; sums: number[]; crossProducts: number[][] };
  r: {
    describe: Record<'mean' | 'sd' | 'skew' | 'kurtosis', Figure[]>;
    responseFreq: (number[] | null)[];
    correlations: Figure[][];
    subscaleCorrelations: Figure[][];
    rDropWhole: Figure[];
    rDropSubscale: Figure[];
    alpha: { total: Figure; subscales: Figure[] };
    /** psych::omega(x, nfactors = 1)$omega.tot: psych's default, flip = TRUE. */
    omega: { total: Figure; subscales: Figure[] };
    /** The same with flip = FALSE: the items as the scale scores them. */
    omegaAsScored: { total: Figure; subscales: Figure[] };
    sem: { total: Figure; subscales: Figure[] };
  };
}

export const ITEMS_FIXTURES = fixtures.cases as ItemsFixture[];

export function sumsOf(fixture: {
  n: number;
  aggregates: { sums: number[]; crossProducts: number[][] };
}): ItemSums {
  const { sums, crossProducts } = fixture.aggregates;
  return { n: fixture.n, sums, crossProducts };
}

export function aggregatesOf(fixture: ItemsFixture): ItemAggregates {
  return { counts: fixture.aggregates.counts, sums: sumsOf(fixture) };
}
