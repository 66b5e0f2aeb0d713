import { CATEGORY_LABELS, SUBSCORE_RANGE } from '@prca/core';
import type { Category, Subscores, TotalLevel } from '@prca/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { planAdvice, type ContextAdvicePlan } from '../advice-rules';
import { ScoreOutOf } from './score-display';

/** Keys of the tips under advice.<context> in the results catalogue. */
const TIPS: Record<Category, readonly string[]> = {
  groupDiscussion: ['prepare', 'oneIdea', 'role', 'friend'],
  meetings: ['prepare', 'keywords', 'speakEarly', 'breathe'],
  interpersonal: ['openers', 'listen', 'startSmall', 'beKind'],
  publicSpeaking: ['prepare', 'rehearse', 'breathe', 'stepByStep', 'friendlyFaces'],
};

/**
 * A sentence about the total's level, practical tips for each context at its average or high
 * level (each saying that level, as its badge does), or encouragement when every context is low.
 */
export function ContextAdvice({
  subscores,
  overall,
}: {
  subscores: Subscores;
  overall: TotalLevel;
}) {
  const { t } = useTranslation('results');
  const headingId = useId();
  const advice = planAdvice(subscores, overall);

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        {t('advice.heading')}
      </h3>
      <p className="text-slate-800">{t(advice.overall.key, advice.overall.values)}</p>
      {advice.contexts.length === 0 ? (
        <p className="rounded-lg border border-emerald-300 bg-emerald-50 p-4 text-emerald-950">
          {t('advice.none')}
        </p>
      ) : (
        <>
          <p className="text-slate-700">{t('advice.intro')}</p>
          {advice.contexts.map((context) => (
            <ContextTips key={context.category} context={context} />
          ))}
        </>
      )}
      {advice.getHelp && (
        <aside className="rounded-lg border border-blue-300 bg-blue-50 p-4 text-blue-950 break-inside-avoid">
          <h4 className="font-semibold">{t('advice.getHelp.heading')}</h4>
          <p className="mt-1">
            {t(advice.getHelp.key)} {t('advice.getHelp.body')}
          </p>
        </aside>
      )}
    </section>
  );
}

function ContextTips({ context }: { context: ContextAdvicePlan }) {
  const { t } = useTranslation('results');
  const { pick } = useLanguage();
  const { category, score, reading } = context;
  return (
    <article className="rounded-lg border border-slate-200 p-4 break-inside-avoid print:border-slate-400">
      <h4 className="font-semibold text-slate-900">{pick(CATEGORY_LABELS[category])}</h4>
      <p className="text-sm text-slate-700">
        {t('advice.yourScore')}{' '}
        <ScoreOutOf score={String(score)} max={String(SUBSCORE_RANGE.max)} />
      </p>
      <p className="mt-1 text-sm text-slate-700">{t(reading.key, reading.values)}</p>
      <ul className="mt-2 list-disc space-y-1.5 pl-5 text-slate-800">
        {TIPS[category].map((tip) => (
          <li key={tip}>{t(`advice.${category}.${tip}`)}</li>
        ))}
      </ul>
    </article>
  );
}
