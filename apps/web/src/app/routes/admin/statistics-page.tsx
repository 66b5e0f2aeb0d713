import { ADMIN_AREAS } from '../../../features/admin/shared/shell/admin-areas';
import { RequireAdmin } from '../../../features/admin/shared/shell/require-admin';
import { StatisticsScreen } from '../../../features/admin/statistics/components/statistics-screen';

/** /admin/analytics/statistics, for those who may view analytics. */
export default function AdminStatisticsRoute() {
  return (
    <RequireAdmin permission={ADMIN_AREAS.statistics.permission}>
      <StatisticsScreen />
    </RequireAdmin>
  );
}
