import type { ScaleReliability } from './scale-reliability';

/** Below this many respondents an alpha is labelled unstable. */
export const MIN_STABLE_ALPHA_SAMPLE = 30;

export const METHOD_WARNING_CODES = [
  'unstableAlpha',
  'possiblyMiskeyed',
  'subscaleAlphasLower',
  'heywoodCase',
] as const;

/**
 * What a methodologist would say beside the figures, as data the screens translate:
 * - unstableAlpha: alpha on fewer than 30 respondents is an unstable estimate;
 * - possiblyMiskeyed: items whose corrected item-total correlation is negative, which usually
 *   means the item is scored the wrong way round (0-based items);
 * - subscaleAlphasLower: the context subscales are less reliable than the total, as McCroskey
 *   cautions (six items each instead of 24); lists the subscales whose alpha is lower;
 * - heywoodCase: in a scale's factor solution an item's uniqueness reached its bound, so its
 *   omega rests on an improper solution and should be read with care.
 */
export type MethodWarning =
  | { code: 'unstableAlpha'; sampleSize: number; minimumSampleSize: number }
  | { code: 'possiblyMiskeyed'; items: number[] }
  | { code: 'subscaleAlphasLower'; subscales: string[] }
  | { code: 'heywoodCase'; scale: string; items: number[] };

/** The scale as a whole is called "total" in these warnings. */
export const TOTAL_SCALE = 'total';

/** Items with a negative corrected item-total correlation (r.drop), 0-based. */
export function negativelyCorrelatedItems(reliability: ScaleReliability): number[] {
  return reliability.alpha.items.flatMap(({ item, correctedItemTotalCorrelation: r }) =>
    r !== null && r < 0 ? [item] : [],
  );
}

/** A subscale's reliability, with its items' 0-based columns in the whole scale. */
export interface SubscaleReliability {
  name: string;
  items: readonly number[];
  reliability: ScaleReliability;
}

export function reliabilityWarnings(
  overall: ScaleReliability,
  subscales: readonly SubscaleReliability[],
): MethodWarning[] {
  const warnings: MethodWarning[] = [];
  const { alpha, sampleSize } = overall.alpha;
  if (alpha !== null && sampleSize < MIN_STABLE_ALPHA_SAMPLE) {
    warnings.push({
      code: 'unstableAlpha',
      sampleSize,
      minimumSampleSize: MIN_STABLE_ALPHA_SAMPLE,
    });
  }
  const miskeyed = negativelyCorrelatedItems(overall);
  if (miskeyed.length > 0) warnings.push({ code: 'possiblyMiskeyed', items: miskeyed });
  const lower = subscales.flatMap(({ name, reliability }) =>
    alpha !== null && reliability.alpha.alpha !== null && reliability.alpha.alpha < alpha
      ? [name]
      : [],
  );
  if (lower.length > 0) warnings.push({ code: 'subscaleAlphasLower', subscales: lower });
  const whole = { name: TOTAL_SCALE, items: overall.alpha.items.map(({ item }) => item) };
  for (const { name, items, reliability } of [{ ...whole, reliability: overall }, ...subscales]) {
    const { heywoodItems } = reliability.omega;
    if (heywoodItems.length > 0) {
      // Omega numbers a subscale's items from 0 within the subscale.
      warnings.push({
        code: 'heywoodCase',
        scale: name,
        items: heywoodItems.map((i) => items[i] as number),
      });
    }
  }
  return warnings;
}
