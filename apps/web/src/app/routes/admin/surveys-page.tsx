import { ADMIN_AREAS } from '../../../features/admin/shared/shell/admin-areas';
import { RequireAdmin } from '../../../features/admin/shared/shell/require-admin';
import { SurveysScreen } from '../../../features/admin/surveys/components/surveys-screen';

/** /admin/surveys: the responses, for those who may view them (deleting needs more). */
export default function AdminSurveysRoute() {
  return (
    <RequireAdmin permission={ADMIN_AREAS.surveys.permission}>
      <SurveysScreen />
    </RequireAdmin>
  );
}
