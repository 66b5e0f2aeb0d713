import type { StatisticUnavailableReason } from '@prca/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../../lib/format';

interface OmegaFigures {
  omega: number | null;
  omegaReason: StatisticUnavailableReason | null;
  sem: number | null;
  semReason: StatisticUnavailableReason | null;
}

/** Omega total and the standard error of measurement of one scale, as two terms of a list. */
export function ScaleOmega({ figures }: { figures: OmegaFigures }) {
  const { t } = useTranslation(['analytics', 'statistics']);
  const format = useFormat({ notAvailable: t('notAvailable') });
  return (
    <>
      <div>
        <dt className="font-medium text-slate-700">{t('statistics:omega.omega')}</dt>
        <dd
          className="tabular-nums"
          title={figures.omegaReason ? t(`statistics:reasons.${figures.omegaReason}`) : undefined}
        >
          {format.decimal(figures.omega, 3)}
        </dd>
      </div>
      <div>
        <dt className="font-medium text-slate-700">{t('statistics:omega.sem')}</dt>
        <dd className="tabular-nums">{format.decimal(figures.sem, 2)}</dd>
      </div>
    </>
  );
}

/** Which omega the screen shows and what the SEM is. */
export function OmegaNote() {
  const { t } = useTranslation('statistics');
  return <p className="mt-3 text-sm text-slate-700">{t('omega.note')}</p>;
}
