import type { AnalyticsFilters, ClassReport } from '@prca/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../lib/format';
import { otherFiltersPhrase } from '../report-filters';
import type { ReportNames } from '../report-names';
import { parentalConsentFact } from './parental-consent-fact';

/**
 * What the report covers, stated on the page (and so on paper): school, class, wave, whether
 * parents' consent was collected, the day it was made and any other filter.
 */
export function ReportFacts({
  report,
  names,
  filters,
  madeAt,
}: {
  report: ClassReport;
  names: ReportNames;
  filters: AnalyticsFilters;
  /** When the figures were loaded (ISO). */
  madeAt: string;
}) {
  const { t } = useTranslation('reports');
  const { t: filterText } = useTranslation('filters');
  const format = useFormat();
  const others = otherFiltersPhrase(filters, filterText, format.day);
  const facts: [string, string][] = [
    [t('facts.school'), names.school],
    [t('facts.class'), names.class],
    [t('facts.parentalConsent'), parentalConsentFact(report.classes, t)],
    [t('facts.wave'), names.wave],
    [t('facts.date'), format.date(madeAt)],
    [t('facts.filter'), others || t('facts.noFilter')],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-1 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-[auto_1fr] print:grid-cols-[auto_1fr_auto_1fr] print:gap-y-0 print:rounded-none print:border-slate-400 print:px-3 print:py-2">
      {facts.map(([term, detail]) => (
        <div key={term} className="contents">
          <dt className="font-semibold text-slate-900">{term}</dt>
          <dd className="text-slate-800">{detail}</dd>
        </div>
      ))}
    </dl>
  );
}
