import { AnalyticsScreen } from '../../../features/admin/analytics/components/tabs/analytics-screen';
import { ADMIN_AREAS } from '../../../features/admin/shared/shell/admin-areas';
import { RequireAdmin } from '../../../features/admin/shared/shell/require-admin';

/** /admin/analytics, for those who may view analytics. */
export default function AdminAnalyticsRoute() {
  return (
    <RequireAdmin permission={ADMIN_AREAS.analytics.permission}>
      <AnalyticsScreen />
    </RequireAdmin>
  );
}
