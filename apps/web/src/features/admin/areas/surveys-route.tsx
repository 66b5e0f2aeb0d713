import { RequireAdmin } from '../components/require-admin';
import { SurveysScreen } from '../surveys/surveys-screen';
import { ADMIN_AREAS } from './admin-areas';

/** /admin/surveys: the responses, for those who may view them (deleting needs more). */
export default function AdminSurveysRoute() {
  return (
    <RequireAdmin permission={ADMIN_AREAS.surveys.permission}>
      <SurveysScreen />
    </RequireAdmin>
  );
}
