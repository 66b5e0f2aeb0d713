import { ChartFigure } from './chart-figure';

export interface Bar {
  label: string;
  value: number;
  /** The value as the reader sees it (rounded, with its unit). */
  display: string;
}

/**
 * Horizontal bars drawn with CSS. Screen readers get the figures as one sentence (the bars
 * themselves are hidden from them); sighted readers get the labels and values beside the bars.
 * Labels are never cut: they wrap, and on a phone they stand above their bar. `titleHidden` when
 * the heading just above already says what the title would (it still names the chart).
 */
export function BarChart({
  title,
  titleHidden = false,
  bars,
  max,
}: {
  title: string;
  titleHidden?: boolean;
  bars: readonly Bar[];
  /** The value of a full-width bar; the largest value when not given. */
  max?: number;
}) {
  const scale = max ?? Math.max(0, ...bars.map((bar) => bar.value));
  return (
    <ChartFigure
      title={title}
      titleHidden={titleHidden}
      summary={`${title}: ${bars.map((bar) => `${bar.label} ${bar.display}`).join('; ')}`}
      rows={bars}
      rowKey={(bar) => bar.label}
      rowClassName="grid grid-cols-[1fr_auto] items-center gap-x-2 gap-y-0.5 text-sm sm:grid-cols-[minmax(6rem,12rem)_1fr_auto]"
      spacing="space-y-1.5"
      row={(bar) => (
        <>
          <span className="col-span-2 break-words text-slate-700 sm:col-span-1">{bar.label}</span>
          <span className="h-4 rounded bg-slate-100">
            <span
              className="block h-4 rounded bg-blue-600"
              style={{ width: `${scale > 0 ? Math.max(0, (bar.value / scale) * 100) : 0}%` }}
            />
          </span>
          <span className="text-right font-medium text-slate-800 tabular-nums">{bar.display}</span>
        </>
      )}
    />
  );
}

const FILLS = {
  green: 'bg-emerald-600',
  yellow: 'bg-amber-500',
  red: 'bg-rose-600',
  blue: 'bg-blue-700',
} as const;

/**
 * One horizontal bar, value / max of its width. Decorative: the number it draws is always
 * written beside it, so assistive technology skips it.
 */
export function ValueBar({
  value,
  max,
  tone = 'blue',
  className = '',
}: {
  value: number;
  max: number;
  tone?: keyof typeof FILLS;
  className?: string;
}) {
  const width = `${Math.min(100, Math.max(0, (value / max) * 100))}%`;
  return (
    <div
      aria-hidden="true"
      // Browsers leave out backgrounds when printing unless told otherwise.
      className={`h-2.5 w-full overflow-hidden rounded-full bg-slate-200 [print-color-adjust:exact] print:border print:border-slate-500 ${className}`}
    >
      <div className={`h-full rounded-full ${FILLS[tone]}`} style={{ width }} />
    </div>
  );
}
