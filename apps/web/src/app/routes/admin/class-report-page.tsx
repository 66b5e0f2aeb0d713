import { ADMIN_AREAS } from '../../../features/admin/shared/shell/admin-areas';
import { RequireAdmin } from '../../../features/admin/shared/shell/require-admin';
import { ClassReportScreen } from '../../../features/admin/reports/components/class-report-screen';

/** /admin/reports/class: a class's or a school's report, for counsellors and researchers. */
export default function AdminClassReportRoute() {
  return (
    <RequireAdmin permission={ADMIN_AREAS.classReport.permission} openToScoped>
      <ClassReportScreen />
    </RequireAdmin>
  );
}
