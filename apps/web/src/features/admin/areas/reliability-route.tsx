import { RequireAdmin } from '../components/require-admin';
import { ReliabilityScreen } from '../analytics/reliability/reliability-screen';
import { ADMIN_AREAS } from './admin-areas';

/** /admin/analytics/reliability, for those who may view analytics. */
export default function AdminReliabilityRoute() {
  return (
    <RequireAdmin permission={ADMIN_AREAS.reliability.permission}>
      <ReliabilityScreen />
    </RequireAdmin>
  );
}
