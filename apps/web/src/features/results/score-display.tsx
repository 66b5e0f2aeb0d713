import { useTranslation } from 'react-i18next';

/** The three levels of both individual readings: the total's and each context's. */
export type Level = 'low' | 'average' | 'high';

// Text colours are the 800/900 shades on 50/100 backgrounds: well above AA (4.5:1).
const BADGE: Record<Level, string> = {
  low: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  average: 'border-amber-300 bg-amber-50 text-amber-900',
  high: 'border-rose-300 bg-rose-50 text-rose-900',
};

const FILL: Record<Level | 'neutral', string> = {
  low: 'bg-emerald-600',
  average: 'bg-amber-500',
  high: 'bg-rose-600',
  neutral: 'bg-blue-700',
};

/** A level in words; the colour only repeats what the words say. */
export function LevelBadge({ level, children }: { level: Level; children: string }) {
  return (
    <span
      className={`inline-block rounded-md border px-2 py-0.5 text-sm font-semibold ${BADGE[level]}`}
    >
      {children}
    </span>
  );
}

/**
 * A horizontal bar, value / max of its width. Decorative: the number it draws is always
 * written beside it, so assistive technology skips it.
 */
export function ScoreBar({
  value,
  max,
  level = 'neutral',
  className = '',
}: {
  value: number;
  max: number;
  level?: Level | 'neutral';
  className?: string;
}) {
  const width = `${Math.min(100, Math.max(0, (value / max) * 100))}%`;
  return (
    <div
      aria-hidden="true"
      // Browsers leave out backgrounds when printing unless told otherwise.
      className={`h-2.5 w-full overflow-hidden rounded-full bg-slate-200 [print-color-adjust:exact] print:border print:border-slate-500 ${className}`}
    >
      <div className={`h-full rounded-full ${FILL[level]}`} style={{ width }} />
    </div>
  );
}

/** "87 / 120" on screen, "87 out of 120" to a screen reader (which would say "slash"). */
export function ScoreOutOf({
  score,
  max,
  large = false,
}: {
  score: string;
  max: string;
  large?: boolean;
}) {
  const { t } = useTranslation('results');
  return (
    <span className="whitespace-nowrap">
      <span aria-hidden="true">
        <span
          className={large ? 'text-4xl font-bold text-slate-900' : 'font-semibold text-slate-900'}
        >
          {score}
        </span>
        <span className="text-slate-600"> / {max}</span>
      </span>
      <span className="sr-only">{t('scoreOutOf', { score, max })}</span>
    </span>
  );
}
