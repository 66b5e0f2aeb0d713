import { classSchema, type StudyClass, type classInputSchema } from '@prca/core';
import type { z } from 'zod';
import { adminRequest } from '../../shared/api/admin-request';
import { useStudyMutation } from './study-mutation';

export type NewClass = z.input<typeof classInputSchema>;

/** POST /api/admin/classes */
export async function createClass(input: NewClass, token: string): Promise<StudyClass> {
  const data = await adminRequest('/api/admin/classes', token, { method: 'POST', body: input });
  return classSchema.parse(data);
}

export function useCreateClass() {
  return useStudyMutation(createClass);
}
