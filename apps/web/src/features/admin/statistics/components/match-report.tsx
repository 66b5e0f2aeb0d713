import type { ChangeAnalytics, SchoolMatch } from '@prca/core';
import { useTranslation } from 'react-i18next';
import { CARD } from '../../../../components/ui/card';
import { DataTable } from '../../../../components/ui/data-table';
import { useFormat, type Format } from '../../../../lib/format';

const FIGURES = 'grid grid-cols-2 gap-x-6 gap-y-2 text-sm text-slate-800 sm:grid-cols-4';

/** A share given as a fraction (the API's match rates), or "not available". */
function rate(format: Format, value: number | null, notAvailable: string) {
  return value === null ? notAvailable : format.percent(value * 100);
}

/** How the two waves' responses matched: in all, per school, and per class of each school. */
export function MatchReport({ data }: { data: ChangeAnalytics }) {
  const { t } = useTranslation(['statistics', 'analytics']);
  const notAvailable = t('analytics:notAvailable');
  const format = useFormat({ notAvailable });
  const { pairs } = data;
  const earlier = pairs.total + pairs.ambiguous + pairs.unmatchedFrom;
  const figures: [string, string, string][] = [
    [t('change.pairs'), format.integer(pairs.total), 'change-pairs'],
    [t('change.exact'), format.integer(pairs.exact), 'change-exact'],
    [t('change.oneDifference'), format.integer(pairs.oneDifference), 'change-one-difference'],
    [t('change.ambiguous'), format.integer(pairs.ambiguous), 'change-ambiguous'],
    [t('change.unmatchedFrom'), format.integer(pairs.unmatchedFrom), 'change-unmatched-from'],
    [t('change.unmatchedTo'), format.integer(pairs.unmatchedTo), 'change-unmatched-to'],
    [
      t('change.matchRate'),
      rate(format, earlier > 0 ? pairs.total / earlier : null, notAvailable),
      'change-match-rate',
    ],
  ];
  return (
    <section aria-labelledby="change-matching" className="space-y-4">
      <h3 id="change-matching" className="text-lg font-semibold text-slate-900">
        {t('change.matching')}
      </h3>
      <dl className={`${FIGURES} ${CARD}`}>
        {figures.map(([term, value, testId]) => (
          <div key={testId}>
            <dt className="font-medium text-slate-700">{term}</dt>
            <dd className="tabular-nums" data-testid={testId}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-slate-700">{t('change.matchingNote')}</p>
      {data.matchReport.length > 0 && (
        <DataTable
          caption={t('change.schoolsCaption')}
          columns={[
            {
              header: t('groupings.school'),
              cell: (school) => school.schoolName ?? t('change.noSchool'),
            },
            {
              header: t('change.responsesFrom'),
              numeric: true,
              cell: (school) => format.integer(school.responsesFrom),
            },
            {
              header: t('change.responsesTo'),
              numeric: true,
              cell: (school) => format.integer(school.responsesTo),
            },
            {
              header: t('change.pairs'),
              numeric: true,
              cell: (school) => format.integer(school.total),
            },
            {
              header: t('change.exact'),
              numeric: true,
              cell: (school) => format.integer(school.exact),
            },
            {
              header: t('change.oneDifference'),
              numeric: true,
              cell: (school) => format.integer(school.oneDifference),
            },
            {
              header: t('change.ambiguous'),
              numeric: true,
              cell: (school) => format.integer(school.ambiguous),
            },
            {
              header: t('change.unmatchedFrom'),
              numeric: true,
              cell: (school) => format.integer(school.unmatchedFrom),
            },
            {
              header: t('change.unmatchedTo'),
              numeric: true,
              cell: (school) => format.integer(school.unmatchedTo),
            },
            {
              header: t('change.matchRate'),
              numeric: true,
              cell: (school) => rate(format, school.matchRate, notAvailable),
            },
          ]}
          rows={data.matchReport}
        />
      )}
      {data.matchReport
        .filter((school) => school.classes.length > 0)
        .map((school) => (
          <SchoolClasses
            key={school.schoolId ?? 'none'}
            school={school}
            format={format}
            notAvailable={notAvailable}
          />
        ))}
    </section>
  );
}

/** A school's classes, the earlier wave's then the later one's (10A1 may become 11A1). */
function SchoolClasses({
  school,
  format,
  notAvailable,
}: {
  school: SchoolMatch;
  format: Format;
  notAvailable: string;
}) {
  const { t } = useTranslation('statistics');
  return (
    <DataTable
      caption={t('change.classesCaption', { school: school.schoolName ?? t('change.noSchool') })}
      columns={[
        { header: t('groupings.class'), cell: (each) => each.className },
        {
          header: t('change.wave'),
          cell: (each) => (each.wave === 'from' ? t('change.earlier') : t('change.later')),
        },
        {
          header: t('change.responses'),
          numeric: true,
          cell: (each) => format.integer(each.responses),
        },
        { header: t('change.exact'), numeric: true, cell: (each) => format.integer(each.exact) },
        {
          header: t('change.oneDifference'),
          numeric: true,
          cell: (each) => format.integer(each.oneDifference),
        },
        {
          header: t('change.ambiguous'),
          numeric: true,
          cell: (each) => (each.wave === 'from' ? format.integer(each.ambiguous) : '–'),
        },
        {
          header: t('change.unmatched'),
          numeric: true,
          cell: (each) => format.integer(each.unmatched),
        },
        {
          header: t('change.matchRate'),
          numeric: true,
          cell: (each) => rate(format, each.matchRate, notAvailable),
        },
      ]}
      rows={school.classes}
    />
  );
}
