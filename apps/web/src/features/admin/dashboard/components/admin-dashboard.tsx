import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../components/ui/badge';
import { AdminShell } from '../../shared/shell/admin-shell';
import { FilterBar } from '../../shared/filters/components/filter-bar';
import { FilterSummary } from '../../shared/filters/components/filter-summary';
import { useAdminSession } from '../../shared/session/admin-session-context';
import { AreaCards } from './area-cards';
import { CounsellorDashboard } from './counsellor-dashboard';
import { ExportPanel } from './export-panel';
import { StatCards } from './stat-cards';

/**
 * The dashboard of any signed-in administrator (SPEC.md section 2, "Admin dashboard"); an
 * account limited to schools or classes sees its classes instead of the whole study's figures.
 */
export function AdminDashboard() {
  // The flags' texts load with the screen, not when the figures arrive.
  const { t } = useTranslation(['admin', 'quality']);
  const session = useAdminSession();
  const admin = session.admin;
  if (!admin) return null;
  return (
    <AdminShell
      title={t('dashboard.welcome', { username: admin.username })}
      documentTitle={t('dashboard.pageTitle')}
    >
      <p className="-mt-4 text-slate-700">
        {t('dashboard.role')}{' '}
        <Badge tone="blue" size="medium">
          {t(`roles.${admin.role}`)}
        </Badge>
      </p>
      {admin.scope ? (
        <div className="mt-8">
          <CounsellorDashboard />
        </div>
      ) : (
        <div className="mt-8 space-y-10">
          <div className="space-y-4">
            <FilterBar />
            <FilterSummary />
            <StatCards />
          </div>
          {session.hasPermission('export_data') && <ExportPanel />}
          <AreaCards />
        </div>
      )}
    </AdminShell>
  );
}
