import { listedClassSchema, type ListedClass } from '@prca/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminRequest } from '../api/admin-request';
import { useAdminToken } from '../session/admin-session-context';
import { STUDY_KEY } from './study-keys';

const listSchema = z.array(listedClassSchema);

/**
 * GET /api/admin/classes (every class of every school; a study holds a few thousand at most),
 * with the codes the reader may see (issue 29).
 */
export async function getClasses(token: string, signal?: AbortSignal): Promise<ListedClass[]> {
  const data = await adminRequest('/api/admin/classes', token, signal ? { signal } : {});
  return listSchema.parse(data);
}

export function classesQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: [...STUDY_KEY, 'classes'],
    queryFn: ({ signal }) => getClasses(token ?? '', signal),
    enabled: token !== null,
  });
}

export function useClasses() {
  return useQuery(classesQueryOptions(useAdminToken()));
}
