import { ADMIN_AREAS } from '../../../features/admin/areas/admin-areas';
import { RequireAdmin } from '../../../features/admin/components/require-admin';
import { SheetsScreen } from '../../../features/admin/study/components/sheets-screen';

/** /admin/study/sheets?class=ID or ?school=ID: the printable sheets of classes. */
export default function AdminStudySheetsRoute() {
  return (
    <RequireAdmin permission={ADMIN_AREAS.study.permission}>
      <SheetsScreen />
    </RequireAdmin>
  );
}
