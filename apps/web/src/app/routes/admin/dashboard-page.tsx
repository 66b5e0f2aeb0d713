import { RequireAdmin } from '../../../features/admin/components/require-admin';
import { AdminDashboard } from '../../../features/admin/dashboard/components/admin-dashboard';

/** /admin/dashboard: any signed-in administrator (SPEC.md section 2, "Admin dashboard"). */
export default function AdminDashboardRoute() {
  return (
    <RequireAdmin>
      <AdminDashboard />
    </RequireAdmin>
  );
}
