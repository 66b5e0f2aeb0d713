import type { ReportClassList } from '@prca/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '../../../../components/ui/data-table';
import { LINK } from '../../../../components/ui/link';
import { useFormat } from '../../../../lib/format';
import { ADMIN_AREAS } from '../../shared/shell/admin-areas';
import { Figure, MinimumGroupContext } from '../../shared/components/figure';
import { namedClass } from '../named-class';
import { labelledClasses } from '../../shared/study/class-order';

/** A counsellor's classes, school by school, each with its count and its report's link. */
export function MyClassesTable({ data }: { data: ReportClassList }) {
  const { t } = useTranslation('reports');
  const format = useFormat();
  const report = (query: string) => `${ADMIN_AREAS.classReport.path}?${query}`;
  if (data.classes.length === 0) return <p className="text-slate-700">{t('myClasses.none')}</p>;
  const classes = labelledClasses(data.classes.map((each) => ({ ...namedClass(each), each })));
  const schools = [
    ...new Map(classes.map(({ studyClass: { each } }) => [each.school.id, each.school.name])),
  ];
  return (
    <MinimumGroupContext value={data.minimumGroupSize ?? 0}>
      <ul className="flex flex-wrap gap-4">
        {schools.map(([id, name]) => (
          <li key={id}>
            <Link to={report(`school=${id}`)} className={LINK}>
              {t('myClasses.schoolReport', { school: name })}
            </Link>{' '}
            ·{' '}
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
          headers={[
            t('myClasses.class'),
            t('myClasses.school'),
            t('myClasses.wave'),
            t('myClasses.responses'),
            t('myClasses.report'),
            t('mySheets.sheet'),
          ]}
          numeric={[3]}
          rows={classes.map(({ studyClass: { each } }) => [
            each.name,
            each.school.name,
            each.wave.name,
            <Figure key="count" value={each.responses} withheld={each.withheld}>
              {(count) =>
                each.enrolled === null
                  ? format.integer(count)
                  : t('myClasses.ofEnrolled', {
                      responses: format.integer(count),
                      enrolled: format.integer(each.enrolled),
                    })
              }
            </Figure>,
            <Link key="report" to={report(`class=${each.id}`)} className={LINK}>
              {t('myClasses.openReport', { name: each.label })}
            </Link>,
            // The sheet students scan or type the class's code from (issue 29).
            <Link key="sheet" to={`/admin/study/sheets?class=${each.id}`} className={LINK}>
              {t('mySheets.openSheet', { name: each.label })}
            </Link>,
          ])}
        />
      </div>
    </MinimumGroupContext>
  );
}
