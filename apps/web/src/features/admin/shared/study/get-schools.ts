import { schoolSchema, type School } from '@prca/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminRequest } from '../api/admin-request';
import { useAdminToken } from '../session/admin-session-context';
import { STUDY_KEY } from './study-keys';

const listSchema = z.array(schoolSchema);

/** GET /api/admin/schools */
export async function getSchools(token: string, signal?: AbortSignal): Promise<School[]> {
  const data = await adminRequest('/api/admin/schools', token, signal ? { signal } : {});
  return listSchema.parse(data);
}

export function schoolsQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: [...STUDY_KEY, 'schools'],
    queryFn: ({ signal }) => getSchools(token ?? '', signal),
    enabled: token !== null,
  });
}

export function useSchools() {
  return useQuery(schoolsQueryOptions(useAdminToken()));
}
