import type { CompareAnalytics } from '@prca/core';
import { useTranslation } from 'react-i18next';
import { ChartFigure } from '../../../../components/ui/chart-figure';
import { useFormat } from '../../../../lib/format';
import { fittedAxis, type ScoreRange } from './chart-axis';

/**
 * Each group's mean as a dot on its 95 % confidence interval, on an axis that fits them within
 * the score's range, drawn with CSS. Screen readers get the same figures as one sentence; the
 * drawing is hidden from them.
 */
export function MeansChart({
  data,
  label,
  range,
}: {
  data: CompareAnalytics;
  label: (group: string) => string;
  range: ScoreRange;
}) {
  const { t } = useTranslation(['statistics', 'analytics']);
  const format = useFormat({ notAvailable: t('analytics:notAvailable') });
  const groups = data.groups.filter((group) => group.mean !== null);
  const axis = fittedAxis(
    groups.flatMap((group) =>
      group.ci ? [group.ci.lower, group.ci.upper] : [group.mean as number],
    ),
    range,
  );
  const at = (value: number) => `${((value - axis.min) / (axis.max - axis.min)) * 100}%`;
  const title = t('compare.chartTitle');
  const summary = `${title}: ${groups
    .map((group) =>
      group.ci
        ? t('compare.chartEntry', {
            group: label(group.group),
            mean: format.decimal(group.mean, 1),
            lower: format.decimal(group.ci.lower, 1),
            upper: format.decimal(group.ci.upper, 1),
          })
        : `${label(group.group)} ${format.decimal(group.mean, 1)}`,
    )
    .join('; ')}`;
  return (
    <ChartFigure
      title={title}
      summary={summary}
      rows={groups}
      rowKey={(group) => group.group}
      rowClassName="grid grid-cols-[minmax(5rem,10rem)_1fr_auto] items-center gap-2 text-sm"
      row={(group) => (
        <>
          <span className="truncate text-slate-700" title={label(group.group)}>
            {label(group.group)}
          </span>
          <span className="relative h-4 rounded bg-slate-100">
            {group.ci && (
              <span
                className="absolute top-1.5 h-1 rounded bg-blue-300"
                style={{
                  left: at(group.ci.lower),
                  width: `calc(${at(group.ci.upper)} - ${at(group.ci.lower)})`,
                }}
              />
            )}
            <span
              className="absolute top-0.5 h-3 w-3 -translate-x-1/2 rounded-full bg-blue-700"
              style={{ left: at(group.mean as number) }}
            />
          </span>
          <span className="text-right font-medium text-slate-800 tabular-nums">
            {format.decimal(group.mean, 1)}
          </span>
        </>
      )}
      axis={
        <div aria-hidden="true" className="grid grid-cols-[minmax(5rem,10rem)_1fr_auto] gap-2">
          <span />
          <span className="relative h-4 border-t border-slate-400 text-xs text-slate-600">
            {axis.ticks.map((tick) => (
              <span
                key={tick}
                className="absolute top-0.5 -translate-x-1/2"
                style={{ left: at(tick) }}
              >
                {format.integer(tick)}
              </span>
            ))}
          </span>
          <span className="invisible font-medium tabular-nums">
            {format.decimal(groups[0]?.mean ?? null, 1)}
          </span>
        </div>
      }
    >
      <p className="text-xs text-slate-600">
        {t('compare.chartScale', {
          min: axis.min,
          max: axis.max,
          rangeMin: range.min,
          rangeMax: range.max,
        })}
      </p>
    </ChartFigure>
  );
}
