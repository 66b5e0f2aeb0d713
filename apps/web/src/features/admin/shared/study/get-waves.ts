import { waveSchema, type Wave } from '@prca/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminRequest } from '../api/admin-request';
import { useAdminToken } from '../session/admin-session-context';
import { STUDY_KEY } from './study-keys';

const listSchema = z.array(waveSchema);

/** GET /api/admin/waves */
export async function getWaves(token: string, signal?: AbortSignal): Promise<Wave[]> {
  const data = await adminRequest('/api/admin/waves', token, signal ? { signal } : {});
  return listSchema.parse(data);
}

export function wavesQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: [...STUDY_KEY, 'waves'],
    queryFn: ({ signal }) => getWaves(token ?? '', signal),
    enabled: token !== null,
  });
}

export function useWaves() {
  return useQuery(wavesQueryOptions(useAdminToken()));
}
