import type { Category } from '../instrument/categories';
import type { Translated } from '../messages/locales';
import { SUBSCORE_RANGE, TOTAL_RANGE, assertFinite, assertInRange } from './ranges';

/*
 * SPEC.md section 9 gives two readings of a total, and they disagree between 81 and 83:
 *  - the individual interpretation (TotalLevel): one respondent's result, stored as
 *    interpretation.overall and shown on the completion screen and in the results list;
 *  - the report bands (ReportBand): the high/moderate/low anxiety counts of admin analytics.
 * Keep them apart; every screen says which one it shows (DESIGN.md).
 */

interface Cutoffs {
  highAbove: number;
  lowBelow: number;
}

function levelFor(score: number, cutoffs: Cutoffs): 'low' | 'average' | 'high' {
  if (score > cutoffs.highAbove) return 'high';
  if (score < cutoffs.lowBelow) return 'low';
  return 'average';
}

// Individual interpretation of a total (24–120).

export type TotalLevel = 'low' | 'average' | 'high';

export const TOTAL_INTERPRETATION = { highAbove: 80, lowBelow: 51 } as const;

export function interpretTotal(total: number): TotalLevel {
  assertInRange('Total score', total, TOTAL_RANGE);
  return levelFor(total, TOTAL_INTERPRETATION);
}

/** Individual interpretation (interpretation.overall), not the report bands. */
export const TOTAL_LEVEL_LABELS: Record<TotalLevel, Translated> = {
  low: { en: 'Low apprehension', vi: 'Mức lo sợ thấp' },
  average: { en: 'Average apprehension', vi: 'Mức lo sợ trung bình' },
  high: { en: 'High apprehension', vi: 'Mức lo sợ cao' },
};

// Individual interpretation of a context subscore (6–30).

export type ContextLevel = 'low' | 'average' | 'high';

export const CONTEXT_THRESHOLDS: Record<Category, Cutoffs> = {
  groupDiscussion: { highAbove: 20, lowBelow: 11 },
  meetings: { highAbove: 20, lowBelow: 13 },
  interpersonal: { highAbove: 18, lowBelow: 11 },
  publicSpeaking: { highAbove: 24, lowBelow: 14 },
};

export function interpretSubscore(category: Category, score: number): ContextLevel {
  assertInRange('Subscore', score, SUBSCORE_RANGE);
  return levelFor(score, CONTEXT_THRESHOLDS[category]);
}

/** Individual interpretation of one context (interpretation.groupDiscussion etc.). */
export const CONTEXT_LEVEL_LABELS: Record<ContextLevel, Translated> = {
  low: { en: 'Low', vi: 'Thấp' },
  average: { en: 'Average', vi: 'Trung bình' },
  high: { en: 'High', vi: 'Cao' },
};

/** 18 is a context's midpoint (every answer "neutral"); above it the student leans anxious. */
export const APPREHENSION_ABOVE = 18;

export function showsApprehension(score: number): boolean {
  assertInRange('Subscore', score, SUBSCORE_RANGE);
  return score > APPREHENSION_ABOVE;
}

// Report bands of a total, for analytics counts (not the individual interpretation).

export type ReportBand = 'low' | 'moderate' | 'high';

/** Ascending and contiguous over 24–120. */
export const REPORT_BANDS: readonly { band: ReportBand; min: number; max: number }[] = [
  { band: 'low', min: 24, max: 50 },
  { band: 'moderate', min: 51, max: 83 },
  { band: 'high', min: 84, max: 120 },
];

/** A fractional total (a mean) belongs to the highest band whose minimum it has reached. */
export function reportBand(total: number): ReportBand {
  assertInRange('Total score', total, TOTAL_RANGE);
  let band: ReportBand = 'low';
  for (const candidate of REPORT_BANDS) {
    if (total >= candidate.min) band = candidate.band;
  }
  return band;
}

/** Report bands (analytics "high/moderate/low anxiety"), not the individual interpretation. */
export const REPORT_BAND_LABELS: Record<ReportBand, Translated> = {
  low: { en: 'Low apprehension', vi: 'Lo sợ thấp' },
  moderate: { en: 'Moderate apprehension', vi: 'Lo sợ trung bình' },
  high: { en: 'High apprehension', vi: 'Lo sợ cao' },
};

// Satisfaction from an average on the 1–5 answer scale.

export type SatisfactionLevel = 'excellent' | 'good' | 'fair' | 'poor' | 'veryPoor';

/** Descending; below the last minimum the level is veryPoor. */
export const SATISFACTION_THRESHOLDS: readonly { level: SatisfactionLevel; min: number }[] = [
  { level: 'excellent', min: 4.5 },
  { level: 'good', min: 3.5 },
  { level: 'fair', min: 2.5 },
  { level: 'poor', min: 1.5 },
];

export function satisfactionLevel(average: number): SatisfactionLevel {
  assertFinite('Average', average);
  return SATISFACTION_THRESHOLDS.find((step) => average >= step.min)?.level ?? 'veryPoor';
}

export const SATISFACTION_LABELS: Record<SatisfactionLevel, Translated> = {
  excellent: { en: 'Excellent', vi: 'Xuất sắc' },
  good: { en: 'Good', vi: 'Tốt' },
  fair: { en: 'Fair', vi: 'Trung bình' },
  poor: { en: 'Poor', vi: 'Kém' },
  veryPoor: { en: 'Very poor', vi: 'Rất kém' },
};

// Corrected item-total correlation of one item (reliability screen).

export type ItemTotalLevel = 'good' | 'acceptable' | 'poor';

export const ITEM_TOTAL_THRESHOLDS = { good: 0.3, acceptable: 0.2 } as const;

/** Compares the unrounded r: 0.2996 is acceptable even though it displays as 0.300. */
export function interpretItemTotalCorrelation(r: number): ItemTotalLevel {
  assertFinite('Item-total correlation', r);
  if (r >= ITEM_TOTAL_THRESHOLDS.good) return 'good';
  if (r >= ITEM_TOTAL_THRESHOLDS.acceptable) return 'acceptable';
  return 'poor';
}

export const ITEM_TOTAL_LABELS: Record<ItemTotalLevel, Translated> = {
  good: { en: 'Good', vi: 'Tốt' },
  acceptable: { en: 'Acceptable', vi: 'Chấp nhận được' },
  poor: { en: 'Poor, may need revision', vi: 'Kém, có thể cần chỉnh sửa' },
};
