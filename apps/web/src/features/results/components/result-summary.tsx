import {
  CATEGORIES,
  SUBSCORE_RANGE,
  TOTAL_INTERPRETATION,
  TOTAL_LEVEL_LABELS,
  TOTAL_RANGE,
  interpretSubscore,
  interpretTotal,
} from '@prca/core';
import type { Category } from '@prca/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { useFormat } from '../../../lib/format';
import type { LocalSurveyResult } from '../../../lib/local-results';
import { ContextAdvice } from './context-advice';
import { ContextScoreList, type ContextScore } from './context-scores';
import { LevelBadge, ScoreBar, ScoreOutOf } from './score-display';

/**
 * One result on the completion screen: total and level, the four contexts with theirs, advice
 * chosen from those same levels, and the self-assessment note. It sits under the
 * screen's h2, so its sections are h3. Nothing in it is interactive, so all of it prints.
 */
export function ResultSummary({ result }: { result: LocalSurveyResult }) {
  const { t } = useTranslation('results');
  const format = useFormat();
  const overall = interpretTotal(result.totalScore);
  const contexts = Object.fromEntries(
    CATEGORIES.map((category) => {
      const score = result.subscores[category];
      return [category, { score, level: interpretSubscore(category, score) }];
    }),
  ) as Record<Category, ContextScore>;

  return (
    <div className="space-y-8 print:space-y-5">
      <TotalScore total={result.totalScore} />
      <ContextsSection contexts={contexts} format={format.integer} />
      <ContextAdvice subscores={result.subscores} overall={overall} />
      <p className="border-t border-slate-200 pt-4 text-sm text-slate-600">
        {t('summary.disclaimer')}
      </p>
    </div>
  );
}

function TotalScore({ total }: { total: number }) {
  const { t } = useTranslation('results');
  const { pick } = useLanguage();
  const format = useFormat();
  const headingId = useId();
  const level = interpretTotal(total);
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-5 print:border-slate-400 print:bg-white"
    >
      <h3 id={headingId} className="font-semibold text-slate-700">
        {t('summary.totalHeading')}
      </h3>
      <p className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-2">
        <ScoreOutOf score={format.integer(total)} max={format.integer(TOTAL_RANGE.max)} large />
        <LevelBadge level={level}>{pick(TOTAL_LEVEL_LABELS[level])}</LevelBadge>
      </p>
      <ScoreBar value={total} max={TOTAL_RANGE.max} level={level} className="mt-3" />
      <p className="mt-3 text-sm text-slate-600">
        {t('individualReading', {
          high: TOTAL_INTERPRETATION.highAbove,
          low: TOTAL_INTERPRETATION.lowBelow,
        })}
      </p>
    </section>
  );
}

function ContextsSection({
  contexts,
  format,
}: {
  contexts: Record<Category, ContextScore>;
  format: (value: number) => string;
}) {
  const { t } = useTranslation('results');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        {t('summary.contextsHeading')}
      </h3>
      <p className="text-sm text-slate-600">
        {t('summary.contextsIntro', {
          min: SUBSCORE_RANGE.min,
          max: SUBSCORE_RANGE.max,
        })}
      </p>
      <ContextScoreList scores={contexts} format={format} describe />
    </section>
  );
}
