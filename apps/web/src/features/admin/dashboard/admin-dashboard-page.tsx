import { useTranslation } from 'react-i18next';
import { useOverviewStats } from '../api/overview-stats';
import { AdminShell } from '../components/admin-shell';
import { RequireAdmin } from '../components/require-admin';
import { useAdminSession } from '../session/admin-session-context';
import { AreaCards } from './area-cards';
import { ExportPanel } from './export-panel';
import { StatCards } from './stat-cards';

/** /admin/dashboard: any signed-in administrator (SPEC.md section 2, "Admin dashboard"). */
export default function AdminDashboardPage() {
  return (
    <RequireAdmin>
      <Dashboard />
    </RequireAdmin>
  );
}

function Dashboard() {
  const { t } = useTranslation('admin');
  const session = useAdminSession();
  const overview = useOverviewStats(session.token, session.expire);
  const admin = session.admin;
  if (!admin) return null;
  return (
    <AdminShell
      title={t('dashboard.welcome', { username: admin.username })}
      documentTitle={t('dashboard.pageTitle')}
    >
      <p className="-mt-4 text-slate-700">
        {t('dashboard.role')}{' '}
        <span className="rounded-full bg-blue-100 px-2.5 py-0.5 text-sm font-semibold text-blue-900">
          {t(`roles.${admin.role}`)}
        </span>
      </p>
      <div className="mt-8 space-y-10">
        <StatCards state={overview.state} onRetry={overview.reload} />
        {session.hasPermission('export_data') && <ExportPanel />}
        <AreaCards />
      </div>
    </AdminShell>
  );
}
