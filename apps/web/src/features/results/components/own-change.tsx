import { CATEGORY_LABELS, type OwnChange, type OwnChangeKind } from '@prca/core';
import { useTranslation } from 'react-i18next';
import { Badge, type Tone } from '../../../components/ui/badge';
import { useLanguage } from '../../../i18n/use-language';
import type { Format } from '../../../lib/format';
import { DashboardSection } from './dashboard-section';

type ScoreChange = NonNullable<OwnChange>['scores'][number];

/** The badge of each kind: green for less apprehension, never red (nothing to blame). */
const BADGES: Record<OwnChangeKind, { tone: Tone; label: string }> = {
  lessBeyondError: { tone: 'green', label: 'less' },
  moreBeyondError: { tone: 'yellow', label: 'more' },
  lessWithinError: { tone: 'blue', label: 'aboutTheSame' },
  moreWithinError: { tone: 'blue', label: 'aboutTheSame' },
  same: { tone: 'blue', label: 'same' },
  lessErrorUnknown: { tone: 'grey', label: 'lower' },
  moreErrorUnknown: { tone: 'grey', label: 'higher' },
};

const errorUnknown = (kind: OwnChangeKind) => kind.endsWith('ErrorUnknown');

/**
 * A signed-in student's change since the previous wave they answered (issue 32): each score
 * before → after, and in words whether it went down (less apprehension), up, or stayed within
 * the measurement error, or that the error is not known yet.
 */
export function OwnChangeSection({
  change,
  format,
}: {
  change: NonNullable<OwnChange>;
  format: Format;
}) {
  const { t } = useTranslation('results');
  return (
    <DashboardSection heading={t('ownChange.heading')}>
      {() => (
        <>
          <p className="text-slate-700">
            {t('ownChange.intro', {
              from: change.from.waveName,
              fromDate: format.date(change.from.submittedAt),
              to: change.to.waveName,
              toDate: format.date(change.to.submittedAt),
            })}
          </p>
          <ul className="grid gap-4 sm:grid-cols-2 print:grid-cols-2">
            {change.scores.map((score) => (
              <ScoreChangeItem key={score.score} score={score} format={format} />
            ))}
          </ul>
          {change.scores.some((score) => errorUnknown(score.kind)) && (
            <p className="text-sm text-slate-700">{t('ownChange.errorNotKnown')}</p>
          )}
          <details className="rounded-lg border border-slate-300 bg-slate-50">
            <summary className="min-h-11 cursor-pointer px-3 py-2 font-medium text-slate-900">
              {t('ownChange.errorQuestion')}
            </summary>
            <p className="border-t border-slate-300 bg-white p-3 text-sm text-slate-700">
              {t('ownChange.errorExplained')}
            </p>
          </details>
        </>
      )}
    </DashboardSection>
  );
}

function ScoreChangeItem({ score, format }: { score: ScoreChange; format: Format }) {
  const { t } = useTranslation('results');
  const { pick } = useLanguage();
  const name =
    score.score === 'total' ? t('summary.totalHeading') : pick(CATEGORY_LABELS[score.score]);
  const before = format.integer(score.before);
  const after = format.integer(score.after);
  const badge = BADGES[score.kind];
  return (
    <li className="rounded-lg border border-slate-200 p-3 break-inside-avoid print:border-slate-400">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <span className="font-semibold text-slate-900">{name}</span>
        <span className="whitespace-nowrap">
          <span aria-hidden="true" className="font-semibold text-slate-900">
            {before} → {after}
          </span>
          <span className="sr-only">{t('ownChange.fromTo', { before, after })}</span>
        </span>
      </div>
      <Badge tone={badge.tone} size="medium" className="mt-2">
        {t(`ownChange.badge.${badge.label}`)}
      </Badge>
      <p className="mt-2 text-sm text-slate-700">
        {t(`ownChange.kind.${score.kind}`, {
          count: Math.abs(score.change),
          reliableFrom: score.reliableFrom,
        })}
      </p>
    </li>
  );
}
