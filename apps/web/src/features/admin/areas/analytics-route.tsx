import { RequireAdmin } from '../components/require-admin';
import { AnalyticsScreen } from '../analytics/tabs/analytics-screen';
import { ADMIN_AREAS } from './admin-areas';

/** /admin/analytics, for those who may view analytics. */
export default function AdminAnalyticsRoute() {
  return (
    <RequireAdmin permission={ADMIN_AREAS.analytics.permission}>
      <AnalyticsScreen />
    </RequireAdmin>
  );
}
