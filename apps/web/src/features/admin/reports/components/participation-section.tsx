import type { ClassReport } from '@prca/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../lib/format';
import { useContext } from 'react';
import { Figure, MinimumGroupContext } from './figure';
import { ReportSection } from './report-section';

/**
 * How many of the enrolled students answered, how many chose not to take part and, for a
 * scoped account, how many flagged responses its figures leave out.
 */
export function ParticipationSection({ report }: { report: ClassReport }) {
  const { t } = useTranslation('reports');
  const format = useFormat();
  const minimum = useContext(MinimumGroupContext);
  const { responses, enrolled, rate, withheld, declines, leftOut } = report.participation;
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
      {/* Declines are counted apart from the responses (issue 27): students, not answers. */}
      <p className="text-slate-900">
        {declines === null ? (
          <span className="text-slate-700">{t('participation.declinesNotCounted')}</span>
        ) : declines.withheld || declines.count === null ? (
          <span className="text-slate-700 italic">
            {t('participation.declinesWithheld', { count: minimum })}
          </span>
        ) : (
          t('participation.declines', {
            count: declines.count,
            formatted: format.integer(declines.count),
          })
        )}
      </p>
      {/* A scoped account's figures count only unflagged responses (issue 28). */}
      {leftOut && (
        <p className="text-slate-900">
          {leftOut.withheld || leftOut.count === null ? (
            <span className="text-slate-700 italic">
              {t('participation.leftOutWithheld', { count: minimum })}
            </span>
          ) : (
            t('participation.leftOut', {
              count: leftOut.count,
              formatted: format.integer(leftOut.count),
            })
          )}
        </p>
      )}
    </ReportSection>
  );
}
