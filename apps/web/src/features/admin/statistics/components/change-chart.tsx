import { CATEGORIES, type ScoreChange } from '@prca/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CARD } from '../../../../components/ui/card';
import { useFormat } from '../../../../lib/format';
import { fittedAxis, type ChartAxis } from './chart-axis';

/** A context's score runs from 6 to 30; its change from −24 to 24. */
const CONTEXT_RANGE = { min: 6, max: 30 };
const CHANGE_RANGE = { min: -24, max: 24 };

const ROW = 'grid grid-cols-[minmax(5rem,10rem)_1fr] items-center gap-2 text-sm';

const position = (axis: ChartAxis) => (value: number) =>
  `${((value - axis.min) / (axis.max - axis.min)) * 100}%`;

/**
 * The four contexts before and after (each mean a dot, joined by a bar), and each mean change
 * on its 95 % interval against no change, drawn with CSS as the means chart is. Screen readers
 * get each figure in a sentence (the drawing is hidden from them); the scores table above
 * carries the same numbers.
 */
export function ChangeChart({ scores }: { scores: readonly ScoreChange[] }) {
  const { t } = useTranslation(['statistics', 'analytics']);
  const format = useFormat({ notAvailable: t('analytics:notAvailable') });
  const contexts = CATEGORIES.flatMap((category) => {
    const score = scores.find((each) => each.score === category);
    return score && score.meanBefore !== null && score.meanAfter !== null
      ? [{ ...score, before: score.meanBefore, after: score.meanAfter }]
      : [];
  });
  if (contexts.length === 0) return null;
  // The contexts' short names: the rows are narrow, and every context runs from 6 to 30.
  const name = (score: string) => t(`analytics:categories.${score}`);
  const means = fittedAxis(
    contexts.flatMap((each) => [each.before, each.after]),
    CONTEXT_RANGE,
  );
  const changes = fittedAxis(
    [0, ...contexts.flatMap((each) => (each.ci ? [each.ci.lower, each.ci.upper] : []))],
    CHANGE_RANGE,
  );
  const atMean = position(means);
  const atChange = position(changes);
  const meansTitle = t('change.chartMeans');
  const changeTitle = t('change.chartChange');
  const meansSummary = `${meansTitle}: ${contexts
    .map((each) =>
      t('change.chartMeansEntry', {
        context: name(each.score),
        before: format.decimal(each.before, 2),
        after: format.decimal(each.after, 2),
      }),
    )
    .join('; ')}`;
  const changeSummary = `${changeTitle}: ${contexts
    .map((each) =>
      each.ci
        ? t('change.chartChangeEntry', {
            context: name(each.score),
            change: format.decimal(each.meanChange, 2),
            lower: format.decimal(each.ci.lower, 2),
            upper: format.decimal(each.ci.upper, 2),
          })
        : `${name(each.score)} ${format.decimal(each.meanChange, 2)}`,
    )
    .join('; ')}`;
  return (
    <div className={`space-y-6 ${CARD}`}>
      <ContextsFigure
        title={meansTitle}
        summary={meansSummary}
        rows={contexts}
        name={name}
        axis={means}
        marks={(each) => (
          <>
            <span
              className="absolute top-1.5 h-1 rounded bg-slate-400"
              style={{
                left: atMean(Math.min(each.before, each.after)),
                width: `calc(${atMean(Math.max(each.before, each.after))} - ${atMean(Math.min(each.before, each.after))})`,
              }}
            />
            <span
              className="absolute top-0.5 h-3 w-3 -translate-x-1/2 rounded-full border-2 border-slate-700 bg-white"
              style={{ left: atMean(each.before) }}
            />
            <span
              className="absolute top-0.5 h-3 w-3 -translate-x-1/2 rounded-full bg-blue-700"
              style={{ left: atMean(each.after) }}
            />
          </>
        )}
        format={format.integer}
      >
        <p className="flex flex-wrap gap-4 text-xs text-slate-600" aria-hidden="true">
          <span className="flex items-center gap-1">
            <span className="inline-block h-3 w-3 rounded-full border-2 border-slate-700 bg-white" />
            {t('change.before')}
          </span>
          <span className="flex items-center gap-1">
            <span className="inline-block h-3 w-3 rounded-full bg-blue-700" />
            {t('change.after')}
          </span>
        </p>
      </ContextsFigure>
      <ContextsFigure
        title={changeTitle}
        summary={changeSummary}
        rows={contexts}
        name={name}
        axis={changes}
        marks={(each) => (
          <>
            <span className="absolute top-0 h-4 w-px bg-slate-500" style={{ left: atChange(0) }} />
            {each.ci && (
              <span
                className="absolute top-1.5 h-1 rounded bg-blue-300"
                style={{
                  left: atChange(each.ci.lower),
                  width: `calc(${atChange(each.ci.upper)} - ${atChange(each.ci.lower)})`,
                }}
              />
            )}
            {each.meanChange !== null && (
              <span
                className="absolute top-0.5 h-3 w-3 -translate-x-1/2 rounded-full bg-blue-700"
                style={{ left: atChange(each.meanChange) }}
              />
            )}
          </>
        )}
        format={format.integer}
      >
        <p className="text-xs text-slate-600">{t('change.chartChangeNote')}</p>
      </ContextsFigure>
    </div>
  );
}

/** One figure: a row per context with its marks on a shared axis, read out as `summary`. */
function ContextsFigure<Row extends { score: string }>({
  title,
  summary,
  rows,
  name,
  axis,
  marks,
  format,
  children,
}: {
  title: string;
  summary: string;
  rows: readonly Row[];
  name: (score: string) => string;
  axis: ChartAxis;
  marks: (row: Row) => ReactNode;
  format: (value: number) => string;
  children: ReactNode;
}) {
  return (
    <figure className="space-y-2">
      <figcaption className="font-semibold text-slate-800">{title}</figcaption>
      <div role="img" aria-label={summary} className="space-y-2">
        {rows.map((each) => (
          <div key={each.score} aria-hidden="true" className={ROW}>
            <span className="truncate text-slate-700" title={name(each.score)}>
              {name(each.score)}
            </span>
            <span className="relative h-4 rounded bg-slate-100">{marks(each)}</span>
          </div>
        ))}
        <Ticks axis={axis} at={position(axis)} format={format} />
      </div>
      {children}
    </figure>
  );
}

function Ticks({
  axis,
  at,
  format,
}: {
  axis: ChartAxis;
  at: (value: number) => string;
  format: (value: number) => string;
}) {
  return (
    <div aria-hidden="true" className={ROW}>
      <span />
      <span className="relative h-4 border-t border-slate-400 text-xs text-slate-600">
        {axis.ticks.map((tick) => (
          <span key={tick} className="absolute top-0.5 -translate-x-1/2" style={{ left: at(tick) }}>
            {format(tick)}
          </span>
        ))}
      </span>
    </div>
  );
}
