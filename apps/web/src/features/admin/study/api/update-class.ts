import { classSchema, type StudyClass, type classUpdateSchema } from '@prca/core';
import type { z } from 'zod';
import { adminRequest } from '../../shared/api/admin-request';
import { useStudyMutation } from './study-mutation';

export interface ClassChange {
  id: string;
  changes: z.input<typeof classUpdateSchema>;
}

/** PUT /api/admin/classes/{id}: `{ open: false }` closes the class to new responses. */
export async function updateClass(
  { id, changes }: ClassChange,
  token: string,
): Promise<StudyClass> {
  const data = await adminRequest(`/api/admin/classes/${encodeURIComponent(id)}`, token, {
    method: 'PUT',
    body: changes,
  });
  return classSchema.parse(data);
}

export function useUpdateClass() {
  return useStudyMutation(updateClass);
}
