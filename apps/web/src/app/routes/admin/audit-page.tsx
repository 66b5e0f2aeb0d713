import { ADMIN_AREAS } from '../../../features/admin/shared/shell/admin-areas';
import { AuditScreen } from '../../../features/admin/audit/components/audit-screen';
import { RequireAdmin } from '../../../features/admin/shared/shell/require-admin';

/** /admin/audit: the audit log, for super administrators only. */
export default function AdminAuditRoute() {
  return (
    <RequireAdmin superadminOnly={ADMIN_AREAS.audit.superadminOnly}>
      <AuditScreen />
    </RequireAdmin>
  );
}
