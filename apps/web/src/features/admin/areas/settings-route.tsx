import { RequireAdmin } from '../components/require-admin';
import { SettingsScreen } from '../settings/settings-screen';
import { ADMIN_AREAS } from './admin-areas';

/** /admin/settings: whether the survey is open, guest retention and the contact details. */
export default function AdminSettingsRoute() {
  return (
    <RequireAdmin permission={ADMIN_AREAS.settings.permission}>
      <SettingsScreen />
    </RequireAdmin>
  );
}
