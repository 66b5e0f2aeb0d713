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

/** The levels of the individual interpretation, of a total and of each context, lowest first. */
export const TOTAL_LEVELS = ['low', 'average', 'high'] as const;

function levelFor(score: number, cutoffs: Cutoffs): TotalLevel {
  if (score > cutoffs.highAbove) return 'high';
  if (score < cutoffs.lowBelow) return 'low';
  return 'average';
}

// Individual interpretation of a total (24–120).

export type TotalLevel = (typeof TOTAL_LEVELS)[number];

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

export type ContextLevel = TotalLevel;

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
