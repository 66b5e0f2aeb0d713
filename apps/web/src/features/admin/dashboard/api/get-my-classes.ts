import { reportClassListSchema, type ReportClassList } from '@prca/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminRequest } from '../../shared/api/admin-request';
import { useAdminToken } from '../../shared/session/admin-session-context';

/** GET /api/admin/reports/classes: the classes of the account's scope, with their counts. */
export async function getMyClasses(token: string, signal?: AbortSignal): Promise<ReportClassList> {
  const data = await adminRequest('/api/admin/reports/classes', token, signal ? { signal } : {});
  return reportClassListSchema.parse(data);
}

export function myClassesQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: ['admin', 'reports', 'classes'],
    queryFn: ({ signal }) => getMyClasses(token ?? '', signal),
    enabled: token !== null,
  });
}

export function useMyClasses() {
  return useQuery(myClassesQueryOptions(useAdminToken()));
}
