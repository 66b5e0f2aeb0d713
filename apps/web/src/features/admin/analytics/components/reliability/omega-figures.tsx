import type { StatisticUnavailableReason } from '@prca/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../../lib/format';

interface OmegaFigures {
  omegaAsScored: number | null;
  omegaAsScoredReason: StatisticUnavailableReason | null;
  omegaFlipped: number | null;
  omegaFlippedReason: StatisticUnavailableReason | null;
  sem: number | null;
  semReason: StatisticUnavailableReason | null;
}

/**
 * The two omegas and the standard error of measurement of one scale, as terms of a list: omega
 * of the scale as scored first, since it is the reliability of the score the screens report.
 */
export function ScaleOmega({ figures }: { figures: OmegaFigures }) {
  const { t } = useTranslation(['analytics', 'statistics']);
  const format = useFormat({ notAvailable: t('notAvailable') });
  const omegas = [
    { label: 'omegaAsScored', value: figures.omegaAsScored, reason: figures.omegaAsScoredReason },
    { label: 'omegaFlipped', value: figures.omegaFlipped, reason: figures.omegaFlippedReason },
  ] as const;
  return (
    <>
      {omegas.map(({ label, value, reason }) => (
        <div key={label}>
          <dt className="font-medium text-slate-700">{t(`statistics:omega.${label}`)}</dt>
          <dd
            className="tabular-nums"
            title={reason ? t(`statistics:reasons.${reason}`) : undefined}
          >
            {format.decimal(value, 3)}
          </dd>
        </div>
      ))}
      <div>
        <dt className="font-medium text-slate-700">{t('statistics:omega.sem')}</dt>
        <dd className="tabular-nums">{format.decimal(figures.sem, 2)}</dd>
      </div>
    </>
  );
}

/** Which omegas the screen shows, why two, and what the SEM is. */
export function OmegaNote() {
  const { t } = useTranslation('statistics');
  return <p className="mt-3 text-sm text-slate-700">{t('omega.note')}</p>;
}
