import { ReliabilityScreen } from '../../../features/admin/analytics/components/reliability/reliability-screen';
import { ADMIN_AREAS } from '../../../features/admin/shared/shell/admin-areas';
import { RequireAdmin } from '../../../features/admin/shared/shell/require-admin';

/** /admin/analytics/reliability, for those who may view analytics. */
export default function AdminReliabilityRoute() {
  return (
    <RequireAdmin permission={ADMIN_AREAS.reliability.permission}>
      <ReliabilityScreen />
    </RequireAdmin>
  );
}
