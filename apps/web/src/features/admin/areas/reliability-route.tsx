import { AreaPlaceholder } from './area-placeholder';

/** /admin/analytics/reliability: guarded; the screen itself is still to come. */
export default function AdminReliabilityRoute() {
  return <AreaPlaceholder area="reliability" />;
}
