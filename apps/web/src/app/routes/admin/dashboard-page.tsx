import { RequireAdmin } from '../../../features/admin/shared/shell/require-admin';
import { AdminDashboard } from '../../../features/admin/dashboard/components/admin-dashboard';

/**
 * /admin/dashboard: any signed-in administrator (SPEC.md section 2, "Admin dashboard"); an
 * account limited to schools or classes sees its own classes there.
 */
export default function AdminDashboardRoute() {
  return (
    <RequireAdmin openToScoped>
      <AdminDashboard />
    </RequireAdmin>
  );
}
