import { adminAccountSchema, type AdminAccount, type AdminAccountChanges } from '@prca/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '../../shared/api/admin-request';
import { useAdminToken } from '../../shared/session/admin-session-context';
import { ADMIN_USERS_KEY } from './get-admin-users';

/** PUT /api/admin/users/{id} with what changes; answers the account as now stored. */
export async function updateAdminUser(
  id: string,
  changes: AdminAccountChanges,
  token: string,
): Promise<AdminAccount> {
  const data = await adminRequest(`/api/admin/users/${encodeURIComponent(id)}`, token, {
    method: 'PUT',
    body: changes,
  });
  return adminAccountSchema.parse(data);
}

/**
 * Changes an account (role, permissions, password or access). The list loads again when it
 * shows what changed; a new password changes nothing it shows (and may have ended the
 * administrator's own session).
 */
export function useUpdateAdminUser(id: string) {
  const token = useAdminToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: AdminAccountChanges) => updateAdminUser(id, changes, token ?? ''),
    onSuccess: (_account, { password: _password, ...listed }) => {
      if (Object.keys(listed).length > 0) {
        void queryClient.invalidateQueries({ queryKey: ADMIN_USERS_KEY });
      }
    },
  });
}
