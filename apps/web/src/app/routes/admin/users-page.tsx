import { ADMIN_AREAS } from '../../../features/admin/shared/shell/admin-areas';
import { RequireAdmin } from '../../../features/admin/shared/shell/require-admin';
import { UsersScreen } from '../../../features/admin/users/components/users-screen';

/** /admin/users: admin accounts, for those who may manage them. */
export default function AdminUsersRoute() {
  return (
    <RequireAdmin permission={ADMIN_AREAS.users.permission}>
      <UsersScreen />
    </RequireAdmin>
  );
}
