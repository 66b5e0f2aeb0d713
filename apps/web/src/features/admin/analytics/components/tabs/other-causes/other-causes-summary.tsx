import type { OtherCausesAnalytics } from '@prca/core';
import { StatCard, StatGrid } from '../../../../shared/components/stat-card';
import { useTabTexts } from '../../../hooks/use-tab-texts';

/** The counts: responses, themes found, and the mean length of what was written. */
export function OtherCausesSummary({ data }: { data: OtherCausesAnalytics }) {
  const { t, format } = useTabTexts();
  return (
    <>
      <StatGrid>
        <StatCard label={t('othercauses.total')} value={format.integer(data.totalResponses)} />
        <StatCard label={t('othercauses.themeCount')} value={format.integer(data.themes.length)} />
        <StatCard
          label={t('othercauses.averageLength')}
          value={format.decimal(data.textAnalysis.averageLength, 1)}
        />
      </StatGrid>
      {data.analysedResponses < data.totalResponses && (
        <p className="text-sm text-slate-700">
          {t('othercauses.analysedNote', {
            analysed: format.integer(data.analysedResponses),
            total: format.integer(data.totalResponses),
          })}
        </p>
      )}
    </>
  );
}
