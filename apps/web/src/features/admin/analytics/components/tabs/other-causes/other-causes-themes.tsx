import {
  OTHER_CAUSE_THEME_LABELS,
  THEME_EXAMPLE_COUNT,
  type OtherCausesAnalytics,
} from '@prca/core';
import { CARD } from '../../../../../../components/ui/card';
import { useLanguage } from '../../../../../../i18n/use-language';
import { useTabTexts } from '../../../hooks/use-tab-texts';
import { EmptyNote } from '../../../../shared/components/empty-note';
import { Section } from '../../section';

/** The themes the texts were sorted into, each with its share and a few examples. */
export function OtherCausesThemes({ data }: { data: OtherCausesAnalytics }) {
  const { t, format } = useTabTexts();
  const { pick } = useLanguage();
  return (
    <Section title={t('othercauses.themes')}>
      {data.themes.length === 0 ? (
        <EmptyNote>{t('othercauses.noThemes')}</EmptyNote>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {data.themes.map((theme) => (
            <li key={theme.theme} className={CARD}>
              <h4 className="font-semibold text-slate-900">
                {pick(OTHER_CAUSE_THEME_LABELS[theme.theme])}
              </h4>
              <p className="mt-1 text-sm text-slate-700 tabular-nums">
                {t('othercauses.themeShare', {
                  responses: format.integer(theme.count),
                  percent: format.percent(theme.percentage),
                })}
              </p>
              {theme.examples.length > 0 && (
                <>
                  <p className="mt-3 text-sm font-medium text-slate-800">
                    {t('othercauses.examples')}
                  </p>
                  <ul className="mt-1 space-y-1 text-sm text-slate-700">
                    {theme.examples.slice(0, THEME_EXAMPLE_COUNT).map((example, index) => (
                      <li key={index} className="border-l-2 border-slate-300 pl-2 italic">
                        {example}
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {data.analysedResponses > 0 && (
        <p className="text-sm text-slate-700">
          {t('othercauses.unthemed', { responses: format.integer(data.unthemedResponses) })}
        </p>
      )}
    </Section>
  );
}
