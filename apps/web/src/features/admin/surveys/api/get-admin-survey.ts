import { adminSurveyResultSchema, type AdminSurveyResult } from '@prca/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminRequest } from '../../shared/api/admin-request';
import { useAdminToken } from '../../shared/session/admin-session-context';

export type { AdminSurveyResult };

/** One response's query: what deleting it removes. */
export const adminSurveyKey = (id: string) => ['admin', 'surveys', 'detail', id] as const;

/** GET /api/admin/surveys/{id} */
export async function getAdminSurvey(
  id: string,
  token: string,
  signal?: AbortSignal,
): Promise<AdminSurveyResult> {
  const data = await adminRequest(
    `/api/admin/surveys/${encodeURIComponent(id)}`,
    token,
    signal ? { signal } : {},
  );
  return adminSurveyResultSchema.parse(data);
}

export function adminSurveyQueryOptions(id: string | null, token: string | null) {
  return queryOptions({
    queryKey: adminSurveyKey(id ?? ''),
    queryFn: ({ signal }) => getAdminSurvey(id ?? '', token ?? '', signal),
    enabled: id !== null && token !== null,
  });
}

/** One response in full; nothing is loaded while `id` is null (the panel is closed). */
export function useAdminSurvey(id: string | null) {
  return useQuery(adminSurveyQueryOptions(id, useAdminToken()));
}
