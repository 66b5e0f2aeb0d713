import { AccountScreen } from '../../../features/admin/account/components/account-screen';
import { RequireAdmin } from '../../../features/admin/shared/shell/require-admin';

/** /admin/account: one's own account (its password), for every signed-in account (issue 29). */
export default function AdminAccountRoute() {
  return (
    <RequireAdmin openToScoped>
      <AccountScreen />
    </RequireAdmin>
  );
}
