import { adminRequest } from '../../shared/api/admin-request';
import { useStudyMutation } from './study-mutation';

/** DELETE /api/admin/classes/{id} */
export async function deleteClass(id: string, token: string): Promise<void> {
  await adminRequest(`/api/admin/classes/${encodeURIComponent(id)}`, token, { method: 'DELETE' });
}

export function useDeleteClass() {
  return useStudyMutation(deleteClass);
}
