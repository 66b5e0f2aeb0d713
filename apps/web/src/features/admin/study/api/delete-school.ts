import { adminRequest } from '../../shared/api/admin-request';
import { useStudyMutation } from './study-mutation';

/** DELETE /api/admin/schools/{id} */
export async function deleteSchool(id: string, token: string): Promise<void> {
  await adminRequest(`/api/admin/schools/${encodeURIComponent(id)}`, token, { method: 'DELETE' });
}

export function useDeleteSchool() {
  return useStudyMutation(deleteSchool);
}
