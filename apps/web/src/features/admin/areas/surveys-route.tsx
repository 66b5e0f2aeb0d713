import { AreaPlaceholder } from './area-placeholder';

/** /admin/surveys: guarded; the screen itself is still to come. */
export default function AdminSurveysRoute() {
  return <AreaPlaceholder area="surveys" />;
}
