import type { AnalyticsFilters, ClassReport as Report } from '@prca/core';
import { useTranslation } from 'react-i18next';
import { ActivitiesSection } from './activities-section';
import { CausesSection } from './causes-section';
import { ContextsSection } from './contexts-section';
import { MinimumGroupContext } from '../../shared/components/figure';
import { LevelsSection } from './levels-section';
import { ParticipationSection } from './participation-section';
import { ReleaseNote } from './release-note';
import { ReportFacts } from './report-facts';

/** The report itself, as it shows on screen and prints on A4. */
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
  const minimum = report.minimumGroupSize;
  return (
    <MinimumGroupContext value={minimum ?? 0}>
      <div className="space-y-8 print:space-y-5">
        <ReportFacts report={report} filters={filters} madeAt={madeAt} />
        {minimum !== null && (
          <p className="max-w-3xl rounded-lg bg-blue-50 p-3 text-slate-800 print:bg-white">
            {t('protectedNote', { count: minimum })}
          </p>
        )}
        {minimum !== null && report.release && (
          <ReleaseNote release={report.release} minimum={minimum} classes={report.classes.length} />
        )}
        <ParticipationSection report={report} />
        <LevelsSection report={report} />
        <ContextsSection report={report} />
        <CausesSection report={report} />
        <ActivitiesSection />
      </div>
    </MinimumGroupContext>
  );
}
