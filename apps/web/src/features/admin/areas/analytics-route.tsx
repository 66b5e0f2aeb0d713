import { AreaPlaceholder } from './area-placeholder';

/** /admin/analytics: guarded; the screen itself is still to come. */
export default function AdminAnalyticsRoute() {
  return <AreaPlaceholder area="analytics" />;
}
