import {
  CATEGORIES,
  CATEGORY_CONTEXTS,
  CATEGORY_LABELS,
  CONTEXT_LEVEL_LABELS,
  CONTEXT_THRESHOLDS,
  SUBSCORE_RANGE,
} from '@prca/core';
import type { Category, ContextLevel } from '@prca/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { LevelBadge, ScoreBar, ScoreOutOf } from './score-display';

export interface ContextScore {
  score: number;
  level: ContextLevel;
}

/**
 * The four contexts, each with its score out of 30, its status in words and a bar. Scores are
 * whole numbers for one result and means (one decimal) on the dashboard.
 */
export function ContextScoreList({
  scores,
  format,
  describe = false,
}: {
  scores: Record<Category, ContextScore>;
  format: (value: number) => string;
  /**
   * Say what each context means and its own cut-offs (the completion screen does; the
   * dashboard needs no repeat).
   */
  describe?: boolean;
}) {
  const { t } = useTranslation('results');
  const { pick } = useLanguage();
  return (
    <ul className="grid gap-4 sm:grid-cols-2 print:grid-cols-2">
      {CATEGORIES.map((category) => {
        const { score, level } = scores[category];
        return (
          <li
            key={category}
            className="rounded-lg border border-slate-200 p-3 break-inside-avoid print:border-slate-400"
          >
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
              <span className="font-semibold text-slate-900">
                {pick(CATEGORY_LABELS[category])}
              </span>
              <ScoreOutOf score={format(score)} max={String(SUBSCORE_RANGE.max)} />
            </div>
            <ScoreBar value={score} max={SUBSCORE_RANGE.max} level={level} className="my-2" />
            <LevelBadge level={level}>{pick(CONTEXT_LEVEL_LABELS[level])}</LevelBadge>
            {describe && (
              <>
                <p className="mt-1 text-sm text-slate-600">
                  {t('summary.contextCutoffs', {
                    high: CONTEXT_THRESHOLDS[category].highAbove,
                    low: CONTEXT_THRESHOLDS[category].lowBelow,
                  })}
                </p>
                <p className="mt-2 text-sm text-slate-600">{pick(CATEGORY_CONTEXTS[category])}</p>
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}
