import { CATEGORIES, CATEGORY_LABELS, type Category } from '@prca/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../../i18n/use-language';
import { ReportSection } from './report-section';

/**
 * Keys of the activities under activities.<context> in the reports catalogue: the students'
 * own tips (results catalogue, advice.<context>) turned into what a teacher can set up in class.
 */
const ACTIVITIES: Record<Category, readonly string[]> = {
  groupDiscussion: ['prepare', 'roles', 'everyoneOnce', 'pairs'],
  meetings: ['agenda', 'keywords', 'speakEarly', 'breathe'],
  interpersonal: ['openers', 'listen', 'mixPairs', 'kindClimate'],
  publicSpeaking: ['firstSentences', 'rehearse', 'stepByStep', 'friendlyAudience'],
};

/** Suggested classroom activities for each of the four contexts, written for teachers. */
export function ActivitiesSection() {
  const { t } = useTranslation('reports');
  const { pick } = useLanguage();
  return (
    <ReportSection title={t('activities.heading')} intro={t('activities.intro')}>
      <div className="grid gap-4 md:grid-cols-2 print:grid-cols-2 print:gap-2">
        {CATEGORIES.map((category) => (
          <article
            key={category}
            className="rounded-lg border border-slate-200 bg-white p-4 break-inside-avoid print:border-slate-400 print:px-3 print:py-1.5 print:text-[8pt]"
          >
            <h3 className="font-semibold text-slate-900">{pick(CATEGORY_LABELS[category])}</h3>
            <ul className="mt-2 list-disc space-y-1.5 pl-5 text-slate-800 print:mt-1 print:space-y-0.5">
              {ACTIVITIES[category].map((activity) => (
                <li key={activity}>{t(`activities.${category}.${activity}`)}</li>
              ))}
            </ul>
          </article>
        ))}
      </div>
      <p className="text-slate-700 print:break-before-avoid">{t('activities.getHelp')}</p>
    </ReportSection>
  );
}
