import { RequireAdmin } from '../components/require-admin';
import { UsersScreen } from '../users/users-screen';
import { ADMIN_AREAS } from './admin-areas';

/** /admin/users: admin accounts, for those who may manage them. */
export default function AdminUsersRoute() {
  return (
    <RequireAdmin permission={ADMIN_AREAS.users.permission}>
      <UsersScreen />
    </RequireAdmin>
  );
}
