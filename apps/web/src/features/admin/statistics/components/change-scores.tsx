import type { ScoreChange } from '@prca/core';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../../components/ui/data-table';
import { useFormat } from '../../../../lib/format';
import { degrees } from './compare-view';

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
        headers={[
          t('compare.score'),
          'n',
          t('change.meanBefore'),
          t('change.meanAfter'),
          t('change.meanChange'),
          t('change.ci'),
          't',
          'df',
          'p',
          'dz',
          t('change.improved'),
          t('change.unchanged'),
          t('change.worsened'),
        ]}
        numeric={[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]}
        rows={scores.map((score) => [
          t(`scores.${score.score}`),
          format.integer(score.n),
          format.decimal(score.meanBefore, 2),
          format.decimal(score.meanAfter, 2),
          format.decimal(score.meanChange, 2),
          score.ci
            ? `${format.decimal(score.ci.lower, 2)} – ${format.decimal(score.ci.upper, 2)}`
            : t('analytics:notAvailable'),
          format.decimal(score.t, 2),
          degrees(format, score.df),
          format.pValue(score.p),
          format.decimal(score.dz, 3),
          count(score.reliableChange?.improved),
          count(score.reliableChange?.unchanged),
          count(score.reliableChange?.worsened),
        ])}
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
