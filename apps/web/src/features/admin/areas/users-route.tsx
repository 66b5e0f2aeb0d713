import { AreaPlaceholder } from './area-placeholder';

/** /admin/users: guarded; the screen itself is still to come. */
export default function AdminUsersRoute() {
  return <AreaPlaceholder area="users" />;
}
