import { useTranslation } from 'react-i18next';
import { Badge, type Tone } from '../../../components/ui/badge';
import { ValueBar } from '../../../components/ui/bar-chart';

/** The three levels of both individual readings: the total's and each context's. */
export type Level = 'low' | 'average' | 'high';

const TONES = { low: 'green', average: 'yellow', high: 'red' } as const satisfies Record<
  Level,
  Tone
>;

/** A level in words; the colour only repeats what the words say. */
export function LevelBadge({ level, children }: { level: Level; children: string }) {
  return (
    <Badge tone={TONES[level]} size="medium">
      {children}
    </Badge>
  );
}

/** A score's bar in its level's colour (the figure is written beside it). */
export function ScoreBar({
  value,
  max,
  level,
  className = '',
}: {
  value: number;
  max: number;
  level?: Level;
  className?: string;
}) {
  return (
    <ValueBar value={value} max={max} tone={level ? TONES[level] : 'blue'} className={className} />
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
