import { waveSchema, type Wave, type waveInputSchema } from '@prca/core';
import type { z } from 'zod';
import { adminRequest } from '../../shared/api/admin-request';
import { useStudyMutation } from './study-mutation';

export type NewWave = z.input<typeof waveInputSchema>;

/** POST /api/admin/waves */
export async function createWave(input: NewWave, token: string): Promise<Wave> {
  const data = await adminRequest('/api/admin/waves', token, { method: 'POST', body: input });
  return waveSchema.parse(data);
}

export function useCreateWave() {
  return useStudyMutation(createWave);
}
