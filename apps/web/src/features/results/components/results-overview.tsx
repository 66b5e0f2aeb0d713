import { TOTAL_LEVEL_LABELS, TOTAL_RANGE } from '@prca/core';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import type { Format } from '../../../lib/format';
import { COMPLETION_RATE, type ResultsSummary } from '../summarise-results';
import { LevelBadge, ScoreBar, ScoreOutOf } from './score-display';

/** The three headline figures: how many, the mean total with its level, the completion rate. */
export function ResultsOverview({ summary, format }: { summary: ResultsSummary; format: Format }) {
  const { t } = useTranslation('results');
  const { pick } = useLanguage();
  const headingId = useId();
  const level = summary.averageTotalLevel;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="sr-only">
        {t('dashboard.stats.heading')}
      </h3>
      <dl className="grid gap-3 sm:grid-cols-3 print:grid-cols-3">
        <Stat term={t('dashboard.stats.count')}>
          <span className="text-3xl font-bold text-slate-900">{format.integer(summary.count)}</span>
        </Stat>
        <Stat term={t('dashboard.stats.averageTotal')}>
          <ScoreOutOf
            score={format.decimal(summary.averageTotal)}
            max={format.integer(TOTAL_RANGE.max)}
            large
          />
          <ScoreBar
            value={summary.averageTotal}
            max={TOTAL_RANGE.max}
            level={level}
            className="my-2"
          />
          <LevelBadge level={level}>{pick(TOTAL_LEVEL_LABELS[level])}</LevelBadge>
        </Stat>
        <Stat term={t('dashboard.stats.completionRate')}>
          <span className="text-3xl font-bold text-slate-900">
            {format.wholePercent(COMPLETION_RATE)}
          </span>
        </Stat>
      </dl>
    </section>
  );
}

function Stat({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-slate-50 p-4 print:border-slate-400 print:bg-white">
      <dt className="text-sm font-semibold text-slate-700">{term}</dt>
      <dd className="mt-1">{children}</dd>
    </div>
  );
}
