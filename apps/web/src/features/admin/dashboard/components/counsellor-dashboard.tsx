import { useTranslation } from 'react-i18next';
import { QueryState } from '../../shared/components/load-state';
import { useMyClasses } from '../api/get-my-classes';
import { MyClassesTable } from './my-classes-table';

/**
 * The dashboard of an account limited to schools or classes (a counsellor or teacher, issue
 * 19): their classes with how many answered, each with its report. Nothing of the whole study.
 */
export function CounsellorDashboard() {
  const { t } = useTranslation('reports');
  const classes = useMyClasses();
  return (
    <div className="space-y-4">
      <h2 className="text-xl font-semibold text-slate-900">{t('myClasses.heading')}</h2>
      <p className="max-w-3xl text-slate-700">{t('myClasses.intro')}</p>
      <QueryState query={classes} />
      {classes.data && <MyClassesTable data={classes.data} />}
    </div>
  );
}
