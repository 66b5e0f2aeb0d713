import { ADMIN_AREAS } from '../../../features/admin/shared/shell/admin-areas';
import { RequireAdmin } from '../../../features/admin/shared/shell/require-admin';
import { StudyScreen } from '../../../features/admin/study/components/study-screen';

/** /admin/study: schools, waves and classes, for those who may manage the study. */
export default function AdminStudyRoute() {
  return (
    <RequireAdmin permission={ADMIN_AREAS.study.permission}>
      <StudyScreen />
    </RequireAdmin>
  );
}
