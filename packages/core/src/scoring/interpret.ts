import type { Category } from '../instrument/categories';
import type { Translated } from '../messages/locales';
import { SUBSCORE_RANGE, TOTAL_RANGE, assertFinite, assertInRange } from './ranges';

/*
 * SPEC.md section 9 gives two readings of a total, and they disagree between 81 and 83:
 *  - the level (TotalLevel, McCroskey's cut-offs: above 80 high, below 51 low): what the people
 *    who act on a result read. The student's result, the results list, the class report and
 *    every counsellor or teacher text use it (issue 31), so a student told "cao" is "cao" in the
 *    class report too. Stored as interpretation.overall.
 *  - the report bands of SPEC.md (ReportBand, 84–120 / 51–83 / 24–50): counts in the
 *    researcher's analytics only, always named "report bands (SPEC)" beside them.
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

/**
 * The closed range of totals of each level, lowest first: low 24–50, average 51–80, high
 * 81–120. Derived from TOTAL_INTERPRETATION, so a count by level (the class report) cannot
 * drift from the level one student is told.
 */
export const TOTAL_LEVEL_RANGES: readonly { level: TotalLevel; min: number; max: number }[] = [
  { level: 'low', min: TOTAL_RANGE.min, max: TOTAL_INTERPRETATION.lowBelow - 1 },
  {
    level: 'average',
    min: TOTAL_INTERPRETATION.lowBelow,
    max: TOTAL_INTERPRETATION.highAbove,
  },
  { level: 'high', min: TOTAL_INTERPRETATION.highAbove + 1, max: TOTAL_RANGE.max },
];

/**
 * The level's words (interpretation.overall), not the report bands. One word per level in each
 * language (glossary): thấp / trung bình / cao, low / average / high.
 */
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

/** The level of one context (interpretation.groupDiscussion etc.), same words as the total's. */
export const CONTEXT_LEVEL_LABELS: Record<ContextLevel, Translated> = {
  low: { en: 'Low', vi: 'Thấp' },
  average: { en: 'Average', vi: 'Trung bình' },
  high: { en: 'High', vi: 'Cao' },
};

// Report bands of SPEC.md, for the researcher's analytics counts only (not the level).

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
