import type { StatisticUnavailableReason } from '@prca/core';
import { useTranslation } from 'react-i18next';

/** Why a figure is missing, in the reader's language (nothing when it is there). */
export function StatisticReason({ reason }: { reason: StatisticUnavailableReason | null }) {
  const { t } = useTranslation('statistics');
  if (reason === null) return null;
  return <p className="text-sm text-slate-700">{t(`reasons.${reason}`)}</p>;
}
