import type { ClassReport } from '@prca/core';
import { useTranslation } from 'react-i18next';
import { answeredByFewerThanHalf } from '../low-participation';

/**
 * A caution, on screen and on paper, when fewer than half of the enrolled students are counted,
 * and which responses the count holds (issue 31): a researcher's follow the quality filter (all
 * of them, flagged ones included, by default), a scoped account's are its released ones.
 */
export function LowParticipationWarning({ report }: { report: ClassReport }) {
  const { t } = useTranslation('reports');
  if (!answeredByFewerThanHalf(report)) return null;
  return (
    <p className="max-w-3xl rounded-lg border-l-4 border-amber-500 bg-amber-50 p-3 font-medium text-amber-950 print:break-inside-avoid print:bg-white print:p-2">
      {t(report.classes.length === 1 ? 'lowParticipation.class' : 'lowParticipation.classes')}{' '}
      {t(`counted.${report.participation.counted}`)}
    </p>
  );
}
