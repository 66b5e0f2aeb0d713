import { CATEGORIES } from '../instrument/categories';
import type { Category } from '../instrument/categories';
import { ITEMS } from '../instrument/items';

/** The scores of the PRCA-24: the total and each context's subscore. */
export const PRCA24_SCORES = ['total', ...CATEGORIES] as const;
export type Prca24Score = (typeof PRCA24_SCORES)[number];

/** A scale made of some of the items: its name and its items' 0-based columns. */
export interface Subscale<Name extends string = string> {
  name: Name;
  items: readonly number[];
}

/** The PRCA-24's four contexts, six items each, in questionnaire order. */
export const PRCA24_SUBSCALES: readonly Subscale<Category>[] = CATEGORIES.map((category) => ({
  name: category,
  items: ITEMS.flatMap((item, index) => (item.category === category ? [index] : [])),
}));
