import { ADMIN_AREAS } from '../../../features/admin/shared/shell/admin-areas';
import { RequireAdmin } from '../../../features/admin/shared/shell/require-admin';
import { SettingsScreen } from '../../../features/admin/settings/components/settings-screen';

/** /admin/settings: whether the survey is open, guest retention and the contact details. */
export default function AdminSettingsRoute() {
  return (
    <RequireAdmin permission={ADMIN_AREAS.settings.permission}>
      <SettingsScreen />
    </RequireAdmin>
  );
}
