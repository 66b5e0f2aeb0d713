import { GENDERS, GRADES, type ReliabilityAnalytics } from '@prca/core';
import { useTranslation } from 'react-i18next';
import { CARD } from '../../../../../components/ui/card';
import { useFormat } from '../../../../../lib/format';
import { LevelBadge } from '../reliability-badge';
import { ReliabilitySection } from './reliability-section';

type Group = ReliabilityAnalytics['byDemographic']['grade']['grade10'];

/** Alpha per grade ('Grade N') and per gender (Male/Female, and Other when chosen), each with its n. */
export function GroupAlphas({ data }: { data: ReliabilityAnalytics }) {
  const { t } = useTranslation('analytics');
  const grades = GRADES.map((grade) => ({
    key: grade,
    label: t('reliability.grade', { grade: grade.replace('grade', '') }),
    figures: data.byDemographic.grade[grade],
  }));
  // "Other" is a line of its own once someone chose it; an empty line would only be noise.
  const genders = GENDERS.filter(
    (gender) => gender !== 'other' || data.byDemographic.gender.other.sampleSize > 0,
  ).map((gender) => ({
    key: gender,
    label: t(`genders.${gender}`),
    figures: data.byDemographic.gender[gender],
  }));
  return (
    <ReliabilitySection id="by-demographic" title={t('reliability.byDemographic')}>
      <div className="grid gap-4 md:grid-cols-2">
        <GroupList title={t('reliability.byGrade')} groups={grades} />
        <GroupList title={t('reliability.byGender')} groups={genders} />
      </div>
    </ReliabilitySection>
  );
}

function GroupList({
  title,
  groups,
}: {
  title: string;
  groups: { key: string; label: string; figures: Group }[];
}) {
  const { t } = useTranslation('analytics');
  const format = useFormat({ notAvailable: t('notAvailable') });
  return (
    <div className={CARD}>
      <h3 className="font-semibold text-slate-800">{title}</h3>
      <ul className="mt-2 divide-y divide-slate-100">
        {groups.map(({ key, label, figures }) => (
          <li key={key} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
            <span className="min-w-24 font-medium text-slate-800">{label}</span>
            <span className="text-sm text-slate-700">
              {t('reliability.n', { n: format.integer(figures.sampleSize) })}
            </span>
            <span className="ml-auto font-bold tabular-nums">
              {format.decimal(figures.alpha, 3)}
            </span>
            <LevelBadge level={figures.reliability} />
            {figures.alpha === null && figures.reason && (
              <span className="w-full text-sm text-slate-700">
                {t(`reasons.${figures.reason}`)}
              </span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
