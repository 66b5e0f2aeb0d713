import type { AnalyticsFilters, ClassReport } from '@prca/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../lib/format';
import { otherFiltersPhrase } from '../report-filters';
import { parentalConsentFact } from './parental-consent-fact';

/**
 * What the report covers, stated on the page (and so on paper): school, class, wave, whether
 * parents' consent was collected, the day it was made and any other filter.
 */
export function ReportFacts({
  report,
  filters,
  madeAt,
}: {
  report: ClassReport;
  filters: AnalyticsFilters;
  /** When the figures were loaded (ISO). */
  madeAt: string;
}) {
  const { t } = useTranslation('reports');
  const { t: filterText } = useTranslation('filters');
  const format = useFormat();
  // Each school and wave once, in the order of the classes.
  const names = (list: readonly { name: string }[]) =>
    list.length === 0 ? t('facts.all') : [...new Set(list.map((each) => each.name))].join(', ');
  const others = otherFiltersPhrase(filters, filterText, format.day);
  // Each class by its label: two classes of one name (two schools' 10A1, one class in two
  // waves) stay two classes here.
  const classes = report.classes.map((each) => ({ name: each.label }));
  const facts: [string, string][] = [
    [t('facts.school'), names(report.classes.map((each) => each.school))],
    [t('facts.class'), names(classes)],
    [t('facts.parentalConsent'), parentalConsentFact(report.classes, t)],
    [t('facts.wave'), names(report.classes.map((each) => each.wave))],
    [t('facts.date'), format.date(madeAt)],
    [t('facts.filter'), others || t('facts.noFilter')],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-1 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-[auto_1fr] print:border-slate-400">
      {facts.map(([term, detail]) => (
        <div key={term} className="contents">
          <dt className="font-semibold text-slate-900">{term}</dt>
          <dd className="text-slate-800">{detail}</dd>
        </div>
      ))}
    </dl>
  );
}
