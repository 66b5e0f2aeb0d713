import { adminAccountSchema, type AdminAccount, type NewAdminAccount } from '@prca/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '../../shared/api/admin-request';
import { useAdminToken } from '../../shared/session/admin-session-context';
import { ADMIN_USERS_KEY } from './get-admin-users';

/** POST /api/admin/users */
export async function createAdminUser(
  input: NewAdminAccount,
  token: string,
): Promise<AdminAccount> {
  const data = await adminRequest('/api/admin/users', token, { method: 'POST', body: input });
  return adminAccountSchema.parse(data);
}

/** Creates an account; the list then loads again, with it. */
export function useCreateAdminUser() {
  const token = useAdminToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewAdminAccount) => createAdminUser(input, token ?? ''),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ADMIN_USERS_KEY }),
  });
}
