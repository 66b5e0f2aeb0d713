import { waveSchema, type Wave } from '@prca/core';
import { adminRequest } from '../../shared/api/admin-request';
import { useStudyMutation } from './study-mutation';

/** PUT /api/admin/waves/{id}: a wave's new name, its dates as they were. */
export async function renameWave(
  { wave, name }: { wave: Wave; name: string },
  token: string,
): Promise<Wave> {
  const data = await adminRequest(`/api/admin/waves/${encodeURIComponent(wave.id)}`, token, {
    method: 'PUT',
    body: { name, opensOn: wave.opensOn, closesOn: wave.closesOn },
  });
  return waveSchema.parse(data);
}

export function useRenameWave() {
  return useStudyMutation(renameWave);
}
