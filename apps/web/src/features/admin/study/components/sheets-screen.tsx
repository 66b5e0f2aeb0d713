import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { LINK } from '../../../../components/ui/link';
import { QueryState, hasFreshData } from '../../shared/components/load-state';
import { useAdminSession } from '../../shared/session/admin-session-context';
import { useClasses } from '../../shared/study/study-entities';
import { useStudySettings } from '../api/get-study-settings';
import { labelledClasses } from '../../shared/study/class-order';
import { ClassSheet } from './class-sheet';

/**
 * /admin/study/sheets?class=ID or ?school=ID: one printable page per class (all the open
 * classes of a school, for the second). Only the sheets are printed.
 */
export function SheetsScreen() {
  const { t } = useTranslation('study');
  const [params] = useSearchParams();
  const classId = params.get('class');
  const schoolId = params.get('school');
  const classes = useClasses();
  // The links and the students' sentence follow the settings: nothing is printed without them.
  const { settings, failed } = useStudySettings();
  const shownSchool = schoolId ?? classes.data?.find((each) => each.id === classId)?.schoolId;
  // Back to the study screen with the same school's classes shown; a counsellor, who has no
  // study screen, back to its classes on the dashboard.
  const scoped = Boolean(useAdminSession().admin?.scope);
  const backTo = scoped
    ? '/admin/dashboard'
    : shownSchool
      ? `/admin/study?school=${shownSchool}`
      : '/admin/study';
  const sheets =
    hasFreshData(classes) && settings
      ? labelledClasses(
          classes.data
            .filter((studyClass) => studyClass.code !== null)
            .map((studyClass) => ({ ...studyClass, code: studyClass.code! }))
            .filter((studyClass) =>
              classId
                ? studyClass.id === classId
                : studyClass.schoolId === schoolId && studyClass.open,
            ),
        ).map(({ studyClass }) => studyClass)
      : [];
  return (
    <div className="min-h-screen bg-slate-100 print:bg-white">
      <title>{t('sheet.pageTitle')}</title>
      <div className="no-print mx-auto flex max-w-3xl flex-wrap items-center gap-4 px-4 py-4">
        <h1 className="mr-auto text-2xl font-bold text-slate-900">{t('sheet.pageTitle')}</h1>
        <Link to={backTo} className={LINK}>
          {scoped ? t('counsellorSheets.backToClasses') : t('sheet.back')}
        </Link>
        <Button onClick={() => window.print()} disabled={sheets.length === 0}>
          {t('sheet.print')}
        </Button>
      </div>
      <main id="main" className="space-y-6 px-4 pb-8 print:space-y-0 print:p-0">
        <div className="no-print mx-auto max-w-3xl">
          <QueryState query={classes} />
          {failed && <p role="alert">{t('sheet.settingsFailed')}</p>}
          {hasFreshData(classes) && settings && sheets.length === 0 && <p>{t('sheet.none')}</p>}
        </div>
        {settings &&
          sheets.map((studyClass) => (
            <ClassSheet
              key={studyClass.id}
              studyClass={studyClass}
              respondentIdentity={settings.respondentIdentity}
              labModeDefault={settings.labModeDefault}
            />
          ))}
      </main>
    </div>
  );
}
