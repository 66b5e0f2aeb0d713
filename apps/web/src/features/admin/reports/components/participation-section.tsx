import type { ClassReport } from '@prca/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../lib/format';
import { Figure } from './figure';
import { ReportSection } from './report-section';

/** How many of the enrolled students answered. */
export function ParticipationSection({ report }: { report: ClassReport }) {
  const { t } = useTranslation('reports');
  const format = useFormat();
  const { responses, enrolled, rate, withheld } = report.participation;
  return (
    <ReportSection title={t('participation.heading')}>
      <p className="text-lg text-slate-900">
        <Figure value={responses} withheld={withheld}>
          {(count) =>
            enrolled === null || rate === null
              ? t('participation.responses', { count, formatted: format.integer(count) })
              : t('participation.ofEnrolled', {
                  count,
                  responses: format.integer(count),
                  enrolled: format.integer(enrolled),
                  percent: format.percent(rate),
                })
          }
        </Figure>
      </p>
      {enrolled === null && <p className="text-slate-700">{t('participation.noEnrolled')}</p>}
    </ReportSection>
  );
}
