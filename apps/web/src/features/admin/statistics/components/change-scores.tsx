import type { ScoreChange } from '@prca/core';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../../components/ui/data-table';
import { useFormat } from '../../../../lib/format';
import { degrees } from './compare-view';

/** The reliable-change columns: how many students changed each way, beyond the error. */
const OUTCOMES = ['improved', 'unchanged', 'worsened'] as const;

/**
 * Each score's paired change over the matched pairs (after minus before, as R's
 * t.test(after, before, paired = TRUE)) and how many students changed by more than the
 * measurement error (Jacobson and Truax's reliable change index).
 */
export function ChangeScores({ scores }: { scores: readonly ScoreChange[] }) {
  const { t } = useTranslation(['statistics', 'analytics']);
  const format = useFormat({ notAvailable: t('analytics:notAvailable') });
  const count = (value: number | undefined) =>
    value === undefined ? t('analytics:notAvailable') : format.integer(value);
  const reasons = scores.flatMap((score) => [
    ...(score.reason ? [{ score: score.score, reason: score.reason, key: 'reason' }] : []),
    ...(score.reliableChangeReason && score.reliableChangeReason !== score.reason
      ? [{ score: score.score, reason: score.reliableChangeReason, key: 'rci' }]
      : []),
  ]);
  return (
    <section aria-labelledby="change-scores" className="space-y-3">
      <h3 id="change-scores" className="text-lg font-semibold text-slate-900">
        {t('change.scores')}
      </h3>
      <DataTable
        caption={t('change.scoresCaption')}
        columns={[
          { header: t('compare.score'), cell: (score) => t(`scores.${score.score}`) },
          { header: 'n', numeric: true, cell: (score) => format.integer(score.n) },
          {
            header: t('change.meanBefore'),
            numeric: true,
            cell: (score) => format.decimal(score.meanBefore, 2),
          },
          {
            header: t('change.meanAfter'),
            numeric: true,
            cell: (score) => format.decimal(score.meanAfter, 2),
          },
          {
            header: t('change.meanChange'),
            numeric: true,
            cell: (score) => format.decimal(score.meanChange, 2),
          },
          {
            header: t('change.ci'),
            numeric: true,
            cell: (score) =>
              score.ci
                ? `${format.decimal(score.ci.lower, 2)} – ${format.decimal(score.ci.upper, 2)}`
                : t('analytics:notAvailable'),
          },
          { header: 't', numeric: true, cell: (score) => format.decimal(score.t, 2) },
          { header: 'df', numeric: true, cell: (score) => degrees(format, score.df) },
          { header: 'p', numeric: true, cell: (score) => format.pValue(score.p) },
          { header: 'dz', numeric: true, cell: (score) => format.decimal(score.dz, 3) },
          ...OUTCOMES.map((outcome) => ({
            header: t(`change.${outcome}`),
            numeric: true,
            cell: (score: ScoreChange) => count(score.reliableChange?.[outcome]),
          })),
        ]}
        rows={scores}
      />
      <p className="text-sm text-slate-700">{t('change.scoresNote')}</p>
      <p className="text-sm text-slate-700">{t('change.rciNote')}</p>
      {reasons.length > 0 && (
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
          {reasons.map(({ score, reason, key }) => (
            <li key={`${score}-${key}`}>
              {key === 'rci'
                ? t('change.rciReason', {
                    score: t(`scores.${score}`),
                    reason: t(`reasons.${reason}`),
                  })
                : `${t(`scores.${score}`)}: ${t(`reasons.${reason}`)}`}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
