import { schoolSchema, type School, type schoolInputSchema } from '@prca/core';
import type { z } from 'zod';
import { adminRequest } from '../../shared/api/admin-request';
import { useStudyMutation } from './study-mutation';

export type NewSchool = z.input<typeof schoolInputSchema>;

/** POST /api/admin/schools */
export async function createSchool(input: NewSchool, token: string): Promise<School> {
  const data = await adminRequest('/api/admin/schools', token, { method: 'POST', body: input });
  return schoolSchema.parse(data);
}

export function useCreateSchool() {
  return useStudyMutation(createSchool);
}
