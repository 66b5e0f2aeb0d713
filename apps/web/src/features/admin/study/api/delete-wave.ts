import { adminRequest } from '../../shared/api/admin-request';
import { useStudyMutation } from './study-mutation';

/** DELETE /api/admin/waves/{id} */
export async function deleteWave(id: string, token: string): Promise<void> {
  await adminRequest(`/api/admin/waves/${encodeURIComponent(id)}`, token, { method: 'DELETE' });
}

export function useDeleteWave() {
  return useStudyMutation(deleteWave);
}
