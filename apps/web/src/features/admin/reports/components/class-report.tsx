import type { AnalyticsFilters, ClassReport as Report } from '@prca/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../lib/format';
import { MinimumGroupContext } from '../../shared/components/figure';
import { reportNames } from '../report-names';
import { ActivitiesSection } from './activities-section';
import { CausesSection } from './causes-section';
import { ContextsSection } from './contexts-section';
import { LevelsSection } from './levels-section';
import { LowParticipationWarning } from './low-participation-warning';
import { PagesWithHead } from './pages-with-head';
import { ParticipationSection } from './participation-section';
import { ReleaseNote } from './release-note';
import { ReportFacts } from './report-facts';
import { SinceLastWaveSection } from './since-last-wave-section';

/**
 * The report itself, as it shows on screen and prints on A4: a class on at most two pages and
 * a school on three (issue 31), in compact type, each page headed with what it covers. Tables
 * and cards never split, and a heading never ends a page (see ReportSection).
 */
export function ClassReport({
  report,
  filters,
  madeAt,
}: {
  report: Report;
  filters: AnalyticsFilters;
  madeAt: string;
}) {
  const { t } = useTranslation('reports');
  const format = useFormat();
  const minimum = report.minimumGroupSize;
  const names = reportNames(report, t('facts.all'));
  return (
    <MinimumGroupContext value={minimum ?? 0}>
      <PagesWithHead head={t('runningHead', { ...names, date: format.date(madeAt) })}>
        <div
          // Compact type on paper; tables in plain frames, a withheld figure on one line.
          className="space-y-8 print:space-y-2.5 print:text-[8.5pt] print:leading-tight print:[&_[role=region]]:rounded-none print:[&_[role=region]]:px-2 print:[&_[role=region]]:py-1 print:[&_[role=region]]:shadow-none print:[&_table]:text-[8pt] print:[&_td]:py-px print:[&_td.text-right]:whitespace-nowrap print:[&_th]:py-px"
        >
          <ReportFacts report={report} names={names} filters={filters} madeAt={madeAt} />
          <LowParticipationWarning report={report} />
          {minimum !== null && (
            <p className="max-w-3xl rounded-lg bg-blue-50 p-3 text-slate-800 print:max-w-none print:bg-white print:p-0">
              {t('protectedNote', { count: minimum })}
            </p>
          )}
          {minimum !== null && report.release && (
            <ReleaseNote
              release={report.release}
              minimum={minimum}
              classes={report.classes.length}
            />
          )}
          <ParticipationSection report={report} />
          <LevelsSection report={report} />
          <ContextsSection report={report} />
          <SinceLastWaveSection report={report} />
          <CausesSection report={report} />
          <ActivitiesSection />
        </div>
      </PagesWithHead>
    </MinimumGroupContext>
  );
}
