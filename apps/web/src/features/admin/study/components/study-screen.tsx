import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LINK } from '../../../../components/ui/link';
import { AdminShell } from '../../shared/shell/admin-shell';
import { QueryState, hasFreshData } from '../../shared/components/load-state';
import { useAdminSession } from '../../shared/session/admin-session-context';
import { useClasses, useSchools, useWaves } from '../../shared/study/study-entities';
import { useStudySettings } from '../api/get-study-settings';
import { ClassCodeStatus } from './class-code-status';
import { ClassesPanel } from './classes-panel';
import { SchoolsPanel } from './schools-panel';
import { WavesPanel } from './waves-panel';

/**
 * /admin/study: whether a class code is required now, the schools, the waves and the classes
 * with their codes, parents' consent and sheets.
 */
export function StudyScreen() {
  const { t } = useTranslation('study');
  const schools = useSchools();
  const waves = useWaves();
  const classes = useClasses();
  const { settings } = useStudySettings();
  const canChangeSettings = useAdminSession().hasPermission('manage_settings');
  return (
    <AdminShell title={t('title')}>
      <p className="-mt-2 max-w-3xl text-slate-700">{t('intro')}</p>
      {settings && (
        <div className="mt-4 max-w-3xl">
          <ClassCodeStatus settings={settings} canChange={canChangeSettings} />
        </div>
      )}
      <div className="mt-6 space-y-8">
        <QueryState query={schools} />
        <QueryState query={waves} />
        <QueryState query={classes} />
        {hasFreshData(schools) && <SchoolsPanel schools={schools.data} />}
        {hasFreshData(waves) && <WavesPanel waves={waves.data} />}
        {hasFreshData(schools) && hasFreshData(waves) && hasFreshData(classes) && (
          <ClassesPanel
            schools={schools.data}
            waves={waves.data}
            classes={classes.data}
            studyParentalConsent={settings?.parentalConsentCollected}
          />
        )}
      </div>
      <Link to="/admin/dashboard" className={`mt-8 inline-block ${LINK}`}>
        {t('admin:backToDashboard')}
      </Link>
    </AdminShell>
  );
}
