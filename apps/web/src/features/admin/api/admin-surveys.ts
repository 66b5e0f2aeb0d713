import {
  adminSurveyResultSchema,
  adminSurveysPageSchema,
  bulkDeleteResultSchema,
  type AdminSurveyResult,
  type AdminSurveysPage,
  type BulkDelete,
} from '@prca/core';
import { apiRequest } from '../../../lib/api-client';
import { filtersToParams, type SurveyFilters } from '../surveys/survey-filters';
import type { AdminAuth } from './use-admin-api';

export type { AdminSurveyResult };

export const ADMIN_SURVEYS_PAGE_SIZE = 20;

/** GET /api/admin/surveys?page&limit plus the filters. */
export async function fetchAdminSurveys(
  query: { page: number; filters: SurveyFilters },
  auth: AdminAuth,
  signal?: AbortSignal,
): Promise<AdminSurveysPage> {
  const params = filtersToParams(query.filters);
  params.set('page', String(query.page));
  params.set('limit', String(ADMIN_SURVEYS_PAGE_SIZE));
  const data = await apiRequest(`/api/admin/surveys?${params}`, {
    ...auth,
    ...(signal ? { signal } : {}),
  });
  return adminSurveysPageSchema.parse(data);
}

/** GET /api/admin/surveys/{id} */
export async function fetchAdminSurvey(
  id: string,
  auth: AdminAuth,
  signal?: AbortSignal,
): Promise<AdminSurveyResult> {
  const data = await apiRequest(`/api/admin/surveys/${encodeURIComponent(id)}`, {
    ...auth,
    ...(signal ? { signal } : {}),
  });
  return adminSurveyResultSchema.parse(data);
}

/** DELETE /api/admin/surveys/{id} */
export async function deleteAdminSurvey(id: string, auth: AdminAuth): Promise<void> {
  await apiRequest(`/api/admin/surveys/${encodeURIComponent(id)}`, { ...auth, method: 'DELETE' });
}

/** DELETE /api/admin/surveys/bulk-delete { surveyIds }; resolves to how many were deleted. */
export async function bulkDeleteAdminSurveys(ids: string[], auth: AdminAuth): Promise<number> {
  const body: BulkDelete = { surveyIds: ids };
  const data = await apiRequest('/api/admin/surveys/bulk-delete', {
    ...auth,
    method: 'DELETE',
    body,
  });
  return bulkDeleteResultSchema.parse(data).deleted;
}
