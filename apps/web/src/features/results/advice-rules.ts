import {
  CATEGORIES,
  CONTEXT_THRESHOLDS,
  TOTAL_INTERPRETATION,
  TOTAL_LEVELS,
  interpretSubscore,
} from '@prca/core';
import type { Category, ContextLevel, Subscores, TotalLevel } from '@prca/core';

/*
 * The advice is chosen from the same levels the badges show (core's interpretTotal and
 * interpretSubscore, McCroskey's cut-offs), never from a threshold of its own: a student whose
 * total is "trung bình" is never told "nhìn chung bạn khá tự tin", and a context's card says
 * the level its badge shows (issue 31).
 */

/** A catalogue key of the results namespace and the values it interpolates. */
export interface AdviceText {
  key: string;
  values?: Record<string, number>;
}

/** Tips for one context whose level is average or high, with the sentence saying that level. */
export interface ContextAdvicePlan {
  category: Category;
  score: number;
  level: Exclude<ContextLevel, 'low'>;
  reading: AdviceText;
}

/** What the "Tips for you" section says, from the total's level and the contexts' levels. */
export interface AdvicePlan {
  /** The sentence about the total, chosen by its level. */
  overall: AdviceText;
  /** Contexts above their low level, the higher level first, then the higher score. */
  contexts: ContextAdvicePlan[];
  /** Why to ask for help (a high total, else a high context), or null when nothing is high. */
  getHelp: AdviceText | null;
}

function contextReading(category: Category, level: ContextLevel): AdviceText {
  const { highAbove, lowBelow } = CONTEXT_THRESHOLDS[category];
  return { key: `advice.context.${level}`, values: { high: highAbove, low: lowBelow } };
}

/** The contexts that get tips: every one not at its low level, most apprehensive first. */
export function contextsNeedingAdvice(subscores: Subscores): ContextAdvicePlan[] {
  const rank = (level: ContextLevel) => TOTAL_LEVELS.indexOf(level);
  return (
    CATEGORIES.map((category) => ({
      category,
      score: subscores[category],
      level: interpretSubscore(category, subscores[category]),
    }))
      .filter(
        (context): context is ContextAdvicePlan & { level: 'average' | 'high' } =>
          context.level !== 'low',
      )
      // Array.prototype.sort is stable, so ties stay in questionnaire order.
      .sort((a, b) => rank(b.level) - rank(a.level) || b.score - a.score)
      .map((context) => ({ ...context, reading: contextReading(context.category, context.level) }))
  );
}

/**
 * Whether to suggest talking to a teacher, counsellor or parent, and why: a high total, or a
 * context at its own high level (public speaking, for one, is high only above 24).
 */
export function askingForHelp(subscores: Subscores, overall: TotalLevel): AdviceText | null {
  if (overall === 'high') return { key: 'advice.getHelp.becauseTotal' };
  const highContext = CATEGORIES.some(
    (category) => interpretSubscore(category, subscores[category]) === 'high',
  );
  return highContext ? { key: 'advice.getHelp.becauseContext' } : null;
}

export function planAdvice(subscores: Subscores, overall: TotalLevel): AdvicePlan {
  return {
    overall: {
      key: `advice.overall.${overall}`,
      values: { high: TOTAL_INTERPRETATION.highAbove, low: TOTAL_INTERPRETATION.lowBelow },
    },
    contexts: contextsNeedingAdvice(subscores),
    getHelp: askingForHelp(subscores, overall),
  };
}
