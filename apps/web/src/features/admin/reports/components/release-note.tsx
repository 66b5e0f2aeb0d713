import type { ClassReport } from '@prca/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../lib/format';

/**
 * For a scoped account (issue 28): when its figures were released and how many responses they
 * hold, when they change next, and that they are slightly blurred to protect students, with
 * how large a difference must be to mean something.
 */
export function ReleaseNote({
  release,
  minimum,
  classes,
}: {
  release: NonNullable<ClassReport['release']>;
  minimum: number;
  /** How many classes the figures sum (the closing sentence is singular or plural). */
  classes: number;
}) {
  const { t } = useTranslation('reports');
  const format = useFormat();
  const next = release.final ? 'final' : release.spent ? 'spent' : 'next';
  return (
    <div className="max-w-3xl space-y-2 rounded-lg bg-blue-50 p-3 text-slate-800 print:max-w-none print:space-y-1 print:bg-white print:p-0">
      <p>
        {t('release.asOf', {
          count: release.responses,
          date: format.dateTime(release.madeAt),
          formatted: format.integer(release.responses),
        })}{' '}
        {next === 'final'
          ? t('release.final', { count: classes })
          : t(`release.${next}`, { count: minimum })}
      </p>
      <p>{t('release.blur', { points: format.decimal(release.blur) })}</p>
    </div>
  );
}
