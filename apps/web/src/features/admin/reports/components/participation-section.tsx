import type { ClassReport } from '@prca/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../lib/format';
import { useContext } from 'react';
import { Figure, MinimumGroupContext } from '../../shared/components/figure';
import { ReportSection } from './report-section';

/**
 * How many of the enrolled students answered, how many chose not to take part and, for a
 * scoped account, how many responses its figures leave out (flagged, over the enrolment); for a
 * researcher, which responses the quality filter leaves out.
 */
export function ParticipationSection({ report }: { report: ClassReport }) {
  const { t } = useTranslation('reports');
  const format = useFormat();
  const minimum = useContext(MinimumGroupContext);
  const { responses, enrolled, rate, withheld, declines, leftOut, counted } = report.participation;
  return (
    <ReportSection title={t('participation.heading')}>
      <p className="text-lg text-slate-900 print:text-[10pt]">
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
      {/* A researcher's quality filter that leaves responses out says so beside the count. */}
      {(counted === 'unflagged' || counted === 'flagged') && (
        <p className="text-slate-700">{t(`counted.${counted}`)}</p>
      )}
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
      {/* A scoped account's figures count only unflagged responses within the enrolment. */}
      {leftOut && (
        <>
          <LeftOutCount cell={leftOut.flagged} texts="flaggedLeftOut" />
          <LeftOutCount cell={leftOut.overEnrolment} texts="overEnrolment" />
        </>
      )}
    </ReportSection>
  );
}

/** How many responses of one kind a scoped account's figures leave out (issue 28). */
function LeftOutCount({
  cell,
  texts,
}: {
  cell: { count: number | null; withheld: boolean };
  texts: 'flaggedLeftOut' | 'overEnrolment';
}) {
  const { t } = useTranslation('reports');
  const format = useFormat();
  const minimum = useContext(MinimumGroupContext);
  return (
    <p className="text-slate-900">
      {cell.withheld || cell.count === null ? (
        <span className="text-slate-700 italic">
          {t(`participation.${texts}Withheld`, { count: minimum })}
        </span>
      ) : (
        t(`participation.${texts}`, { count: cell.count, formatted: format.integer(cell.count) })
      )}
    </p>
  );
}
