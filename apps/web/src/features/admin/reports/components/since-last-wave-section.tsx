import { CATEGORY_LABELS, type ClassReport, type SinceLastWave } from '@prca/core';
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../../components/ui/data-table';
import { useLanguage } from '../../../../i18n/use-language';
import { useFormat, type Format } from '../../../../lib/format';
import { Figure, MinimumGroupContext } from '../../shared/components/figure';
import { ReportSection } from './report-section';

type Row = SinceLastWave['scores'][number];
type Outcome = 'improved' | 'unchanged' | 'worsened';
const OUTCOMES: readonly Outcome[] = ['improved', 'unchanged', 'worsened'];

/** A change with its sign, so that "+1.0" and "−1.0" read apart at a glance. */
const signed = (format: Format, value: number) =>
  value > 0 ? `+${format.decimal(value)}` : format.decimal(value);

/**
 * The change since the last wave (issue 32): the report's students matched with the wave
 * before, their mean scores then and now and how many changed by more than the measurement
 * error, in words a teacher reads. Without figures (the first wave, linking off, too few
 * students matched) the section stays and says why, so that nobody takes its absence for "no
 * change".
 */
export function SinceLastWaveSection({ report }: { report: ClassReport }) {
  const { t } = useTranslation('reports');
  const format = useFormat();
  const minimum = useContext(MinimumGroupContext);
  const section = report.sinceLastWave;
  const wave = section.earlierWave?.name ?? '';
  if (section.reason !== null || section.pairs.count === null) {
    return (
      <ReportSection title={t('sinceLastWave.heading')}>
        <p className="max-w-3xl text-slate-800 print:max-w-none">
          {t(`sinceLastWave.reason.${section.reason ?? 'tooFewPairs'}`, {
            // "the last wave (Đợt 1)" when the report knows it; a report whose class is
            // withheld does not.
            wave: wave ? ` (${wave})` : '',
            count: minimum,
          })}
        </p>
      </ReportSection>
    );
  }
  const total = section.scores.find((row) => row.score === 'total');
  return (
    <ReportSection title={t('sinceLastWave.heading')} intro={t('sinceLastWave.intro', { wave })}>
      <p className="text-slate-900">
        {t('sinceLastWave.pairs', {
          count: section.pairs.count,
          formatted: format.integer(section.pairs.count),
        })}{' '}
        {total?.meanBefore != null &&
          total.meanAfter != null &&
          total.meanChange != null &&
          // A scoped account's figures are blurred: the sentence says by how much.
          t(section.blur === null ? 'sinceLastWave.summary' : 'sinceLastWave.summaryBlurred', {
            before: format.decimal(total.meanBefore),
            after: format.decimal(total.meanAfter),
            change: signed(format, total.meanChange),
            blur: format.decimal(section.blur),
          })}
      </p>
      {section.classesLeftOut > 0 && (
        <p className="text-slate-700">
          {t('sinceLastWave.classesLeftOut', { count: section.classesLeftOut, minimum })}
        </p>
      )}
      <ChangeTable rows={section.scores} withReliable={anyReliableShown(section.scores)} />
      <ReliableChangeNotes rows={section.scores} />
    </ReportSection>
  );
}

/**
 * Whether any reliable-change cell is shown. When none is (a small class whose cells are all
 * withheld, or no measurement error to judge by), the table leaves those columns out and a
 * sentence says why: fifteen "withheld" cells would tell less and take a third of a page.
 */
function anyReliableShown(rows: readonly Row[]): boolean {
  return rows.some(
    (row) =>
      row.reliableChange && OUTCOMES.some((outcome) => !row.reliableChange![outcome].withheld),
  );
}

function ChangeTable({ rows, withReliable }: { rows: readonly Row[]; withReliable: boolean }) {
  const { t } = useTranslation('reports');
  const format = useFormat();
  const scoreName = useScoreName();
  const mean = (value: number | null, sign = false) =>
    value === null ? t('notAvailable') : sign ? signed(format, value) : format.decimal(value);
  const outcomes = withReliable ? OUTCOMES : [];
  return (
    <DataTable
      caption={t('sinceLastWave.caption')}
      captionHidden
      columns={[
        { header: t('sinceLastWave.score'), cell: scoreName },
        { header: t('sinceLastWave.before'), numeric: true, cell: (row) => mean(row.meanBefore) },
        { header: t('sinceLastWave.after'), numeric: true, cell: (row) => mean(row.meanAfter) },
        {
          header: t('sinceLastWave.change'),
          numeric: true,
          cell: (row) => mean(row.meanChange, true),
        },
        ...outcomes.map((outcome) => ({
          header: t(`sinceLastWave.${outcome}`),
          numeric: true,
          cell: (row: Row) => {
            const cell = row.reliableChange?.[outcome];
            if (!cell) return t('notAvailable');
            return (
              <Figure value={cell.count} withheld={cell.withheld}>
                {(count) =>
                  t('sinceLastWave.share', {
                    percent: format.percent(cell.percentage ?? 0),
                    count: format.integer(count),
                  })
                }
              </Figure>
            );
          },
        })),
      ]}
      rows={rows}
    />
  );
}

/**
 * What reliable change means and the points it takes (the study's own accounts), or why it is
 * not shown; and the scores the wave pair gives no measurement error for.
 */
function ReliableChangeNotes({ rows }: { rows: readonly Row[] }) {
  const { t } = useTranslation('reports');
  const format = useFormat();
  const scoreName = useScoreName();
  const withPoints = rows.filter((row) => row.reliablePoints !== null);
  const without = rows.filter((row) => row.reliableChange === null);
  return (
    <div className="max-w-3xl space-y-2 text-slate-700 print:max-w-none print:space-y-1 print:text-[8pt]">
      {anyReliableShown(rows) ? (
        <p>{t('sinceLastWave.reliable')}</p>
      ) : (
        without.length < rows.length && <p>{t('sinceLastWave.reliableWithheld')}</p>
      )}
      {withPoints.length > 0 && (
        <p>
          {t('sinceLastWave.points', {
            list: withPoints
              .map((row) =>
                t('sinceLastWave.pointsEntry', {
                  score: scoreName(row),
                  points: format.decimal(row.reliablePoints),
                }),
              )
              .join('; '),
          })}
        </p>
      )}
      {without.length > 0 && (
        <p>{t('sinceLastWave.noReliable', { scores: without.map(scoreName).join(', ') })}</p>
      )}
    </div>
  );
}

/** A score's name as the contexts section gives it. */
function useScoreName() {
  const { t } = useTranslation('reports');
  const { pick } = useLanguage();
  return (row: Row) =>
    row.score === 'total' ? t('contexts.total') : pick(CATEGORY_LABELS[row.score]);
}
