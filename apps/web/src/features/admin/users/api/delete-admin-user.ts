import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '../../shared/api/admin-request';
import { useAdminToken } from '../../shared/session/admin-session-context';
import { ADMIN_USERS_KEY } from './get-admin-users';

/** DELETE /api/admin/users/{id} */
export async function deleteAdminUser(id: string, token: string): Promise<void> {
  await adminRequest(`/api/admin/users/${encodeURIComponent(id)}`, token, { method: 'DELETE' });
}

/** Deletes an account; the list then loads again, without it. */
export function useDeleteAdminUser() {
  const token = useAdminToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteAdminUser(id, token ?? ''),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ADMIN_USERS_KEY }),
  });
}
