import { APPREHENSION_ABOVE, CATEGORY_LABELS, SUBSCORE_RANGE } from '@prca/core';
import type { Category, Subscores, TotalLevel } from '@prca/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { contextsNeedingAdvice, suggestsAskingForHelp } from '../advice-rules';
import { ScoreOutOf } from './score-display';

/** Keys of the tips under advice.<context> in the results catalogue. */
const TIPS: Record<Category, readonly string[]> = {
  groupDiscussion: ['prepare', 'oneIdea', 'role', 'friend'],
  meetings: ['prepare', 'keywords', 'speakEarly', 'breathe'],
  interpersonal: ['openers', 'listen', 'startSmall', 'beKind'],
  publicSpeaking: ['prepare', 'rehearse', 'breathe', 'stepByStep', 'friendlyFaces'],
};

/** Practical tips for each context above 18, or encouragement when there is none. */
export function ContextAdvice({
  subscores,
  overall,
}: {
  subscores: Subscores;
  overall: TotalLevel;
}) {
  const { t } = useTranslation('results');
  const headingId = useId();
  const contexts = contextsNeedingAdvice(subscores);
  const severe = suggestsAskingForHelp(subscores, overall);

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        {t('advice.heading')}
      </h3>
      {contexts.length === 0 ? (
        <p className="rounded-lg border border-emerald-300 bg-emerald-50 p-4 text-emerald-950">
          {t('advice.none')}
        </p>
      ) : (
        <>
          <p className="text-slate-700">{t('advice.intro', { threshold: APPREHENSION_ABOVE })}</p>
          {contexts.map((category) => (
            <ContextTips key={category} category={category} score={subscores[category]} />
          ))}
        </>
      )}
      {severe && (
        <aside className="rounded-lg border border-blue-300 bg-blue-50 p-4 text-blue-950 break-inside-avoid">
          <h4 className="font-semibold">{t('advice.getHelp.heading')}</h4>
          <p className="mt-1">{t('advice.getHelp.body')}</p>
        </aside>
      )}
    </section>
  );
}

function ContextTips({ category, score }: { category: Category; score: number }) {
  const { t } = useTranslation('results');
  const { pick } = useLanguage();
  return (
    <article className="rounded-lg border border-slate-200 p-4 break-inside-avoid print:border-slate-400">
      <h4 className="font-semibold text-slate-900">{pick(CATEGORY_LABELS[category])}</h4>
      <p className="text-sm text-slate-700">
        {t('advice.yourScore')}{' '}
        <ScoreOutOf score={String(score)} max={String(SUBSCORE_RANGE.max)} />
      </p>
      <ul className="mt-2 list-disc space-y-1.5 pl-5 text-slate-800">
        {TIPS[category].map((tip) => (
          <li key={tip}>{t(`advice.${category}.${tip}`)}</li>
        ))}
      </ul>
    </article>
  );
}
