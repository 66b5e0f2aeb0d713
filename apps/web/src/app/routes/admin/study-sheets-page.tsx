import { ADMIN_AREAS } from '../../../features/admin/shared/shell/admin-areas';
import { RequireAdmin } from '../../../features/admin/shared/shell/require-admin';
import { useAdminSession } from '../../../features/admin/shared/session/admin-session-context';
import { SheetsScreen } from '../../../features/admin/study/components/sheets-screen';

/**
 * /admin/study/sheets?class=ID or ?school=ID: the printable sheets of classes, for those who may
 * manage the study, and for a counsellor the sheets of its own classes (issue 29: the server
 * gives it their codes and no other class).
 */
export default function AdminStudySheetsRoute() {
  const scoped = Boolean(useAdminSession().admin?.scope);
  return (
    <RequireAdmin openToScoped {...(scoped ? {} : { permission: ADMIN_AREAS.study.permission })}>
      <SheetsScreen />
    </RequireAdmin>
  );
}
