import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LINK } from '../../../../components/ui/link';
import { AdminShell } from '../../shared/shell/admin-shell';
import { QueryState } from '../../shared/components/load-state';
import { FilterBar } from '../../shared/filters/components/filter-bar';
import { useFilters } from '../../shared/filters/use-filters';
import { useAdminSession } from '../../shared/session/admin-session-context';
import { useClassReport } from '../api/get-class-report';
import { ClassReport } from './class-report';
import { PrintButton } from './print-button';

/**
 * /admin/reports/class: the report for the class or school in the address. A researcher may
 * narrow it with any filter; a counsellor's scope is forced in by the server, so their page has
 * no filter bar (its lists of schools and classes are not theirs to read).
 */
export function ClassReportScreen() {
  const { t } = useTranslation('reports');
  const { t: admin } = useTranslation('admin');
  const scoped = Boolean(useAdminSession().admin?.scope);
  const { filters } = useFilters();
  const report = useClassReport(filters);
  return (
    <AdminShell title={t('title')}>
      <div className="space-y-6">
        {!scoped && (
          <div className="print:hidden">
            <FilterBar />
          </div>
        )}
        <div className="flex flex-wrap items-center gap-4 print:hidden">
          <PrintButton />
          <p className="text-sm text-slate-700">{t('printHint')}</p>
        </div>
        <QueryState query={report} />
        {report.data && (
          <ClassReport
            report={report.data}
            filters={filters}
            madeAt={new Date(report.dataUpdatedAt).toISOString()}
          />
        )}
        <Link to="/admin/dashboard" className={`inline-block print:hidden ${LINK}`}>
          {admin('backToDashboard')}
        </Link>
      </div>
    </AdminShell>
  );
}
