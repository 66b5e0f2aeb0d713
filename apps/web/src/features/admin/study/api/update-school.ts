import { schoolSchema, type School } from '@prca/core';
import { adminRequest } from '../../shared/api/admin-request';
import { useStudyMutation } from './study-mutation';

export interface Renamed {
  id: string;
  name: string;
}

/** PUT /api/admin/schools/{id}: a school's new name. */
export async function renameSchool({ id, name }: Renamed, token: string): Promise<School> {
  const data = await adminRequest(`/api/admin/schools/${encodeURIComponent(id)}`, token, {
    method: 'PUT',
    body: { name },
  });
  return schoolSchema.parse(data);
}

export function useRenameSchool() {
  return useStudyMutation(renameSchool);
}
