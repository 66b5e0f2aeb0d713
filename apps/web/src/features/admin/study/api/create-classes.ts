import { classSchema, type StudyClass, type classBulkInputSchema } from '@prca/core';
import { z } from 'zod';
import { adminRequest } from '../../shared/api/admin-request';
import { useStudyMutation } from './study-mutations';

export type NewClasses = z.input<typeof classBulkInputSchema>;

const createdSchema = z.array(classSchema);

/**
 * POST /api/admin/classes/bulk: the classes of a pasted list, all or none. Only classes have
 * it, so it is a call of its own rather than part of the study entities' definition.
 */
export async function createClasses(input: NewClasses, token: string): Promise<StudyClass[]> {
  const data = await adminRequest('/api/admin/classes/bulk', token, {
    method: 'POST',
    body: input,
  });
  return createdSchema.parse(data);
}

export function useCreateClasses() {
  return useStudyMutation(createClasses);
}
