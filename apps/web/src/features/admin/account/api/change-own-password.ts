import type { OwnPasswordChange } from '@prca/core';
import { useMutation } from '@tanstack/react-query';
import { adminRequest } from '../../shared/api/admin-request';
import { useAdminToken } from '../../shared/session/admin-session-context';

/** POST /api/admin/auth/password: the signed-in account's own password (issue 29). */
export async function changeOwnPassword(change: OwnPasswordChange, token: string): Promise<void> {
  await adminRequest('/api/admin/auth/password', token, { method: 'POST', body: change });
}

/** Changes one's own password; the session in use stays signed in, the others end. */
export function useChangeOwnPassword() {
  const token = useAdminToken();
  return useMutation({
    mutationFn: (change: OwnPasswordChange) => changeOwnPassword(change, token ?? ''),
  });
}
