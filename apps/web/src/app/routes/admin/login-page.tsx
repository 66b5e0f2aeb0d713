import { AdminLoginPage } from '../../../features/admin/login/components/admin-login-page';

/** /admin and /admin/login (SPEC.md section 2, "Admin login"). */
export default function AdminLoginRoute() {
  return <AdminLoginPage />;
}
