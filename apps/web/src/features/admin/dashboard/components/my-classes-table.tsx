import type { ReportClassList } from '@prca/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '../../../../components/ui/data-table';
import { LINK } from '../../../../components/ui/link';
import { useFormat } from '../../../../lib/format';
import { useAdminSession } from '../../shared/session/admin-session-context';
import { ADMIN_AREAS } from '../../shared/shell/admin-areas';
import { Figure, MinimumGroupContext } from '../../shared/components/figure';
import { namedClass } from '../named-class';
import { labelledClasses } from '../../shared/study/class-order';

/** A counsellor's classes, school by school, each with its count and its report's link. */
export function MyClassesTable({ data }: { data: ReportClassList }) {
  const { t } = useTranslation('reports');
  const format = useFormat();
  const wholeSchools = useAdminSession().admin?.scope?.schools ?? [];
  const report = (query: string) => `${ADMIN_AREAS.classReport.path}?${query}`;
  if (data.classes.length === 0) return <p className="text-slate-700">{t('myClasses.none')}</p>;
  const classes = labelledClasses(data.classes.map((each) => ({ ...namedClass(each), each })));
  const schools = [
    ...new Map(classes.map(({ studyClass: { each } }) => [each.school.id, each.school.name])),
  ];
  const classCount = (school: string) =>
    classes.filter(({ studyClass: { each } }) => each.school.id === school).length;
  return (
    <MinimumGroupContext value={data.minimumGroupSize ?? 0}>
      <ul className="flex flex-wrap gap-4">
        {schools.map(([id, name]) => (
          <li key={id}>
            <SchoolReportLink
              to={report(`school=${id}`)}
              school={name}
              whole={wholeSchools.includes(id)}
              classCount={classCount(id)}
            />
            <Link to={`/admin/study/sheets?school=${id}`} className={LINK}>
              {t('mySheets.schoolSheets', { school: name })}
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-4">
        <DataTable
          caption={t('myClasses.heading')}
          captionHidden
          columns={[
            { header: t('myClasses.class'), cell: (each) => each.name },
            { header: t('myClasses.school'), cell: (each) => each.school.name },
            { header: t('myClasses.wave'), cell: (each) => each.wave.name },
            {
              header: t('myClasses.responses'),
              numeric: true,
              cell: (each) => (
                <Figure value={each.responses} withheld={each.withheld}>
                  {(count) =>
                    each.enrolled === null
                      ? format.integer(count)
                      : t('myClasses.ofEnrolled', {
                          responses: format.integer(count),
                          enrolled: format.integer(each.enrolled),
                        })
                  }
                </Figure>
              ),
            },
            {
              header: t('myClasses.report'),
              cell: (each) => (
                <Link to={report(`class=${each.id}`)} className={LINK}>
                  {t('myClasses.openReport', { name: each.label })}
                </Link>
              ),
            },
            {
              // The sheet students scan or type the class's code from (issue 29).
              header: t('mySheets.sheet'),
              cell: (each) => (
                <Link to={`/admin/study/sheets?class=${each.id}`} className={LINK}>
                  {t('mySheets.openSheet', { name: each.label })}
                </Link>
              ),
            },
          ]}
          rows={classes.map(({ studyClass: { each } }) => each)}
        />
      </div>
    </MinimumGroupContext>
  );
}

/**
 * A school's report, named for what it holds: the whole school only for an account given the
 * school; else the account's own classes there, and none for one class, whose own report it
 * would be (the table offers that one).
 */
function SchoolReportLink({
  to,
  school,
  whole,
  classCount,
}: {
  to: string;
  school: string;
  whole: boolean;
  classCount: number;
}) {
  const { t } = useTranslation('reports');
  if (!whole && classCount < 2) return null;
  return (
    <>
      <Link to={to} className={LINK}>
        {t(whole ? 'myClasses.schoolReport' : 'myClasses.yourClassesReport', { school })}
      </Link>{' '}
      ·{' '}
    </>
  );
}
