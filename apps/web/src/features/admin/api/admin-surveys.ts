import { storedSurveyResultSchema, surveyPageSchema, type StoredSurveyResult } from '@prca/core';
import { apiRequest } from '../../../lib/api-client';
import { filtersToParams, type SurveyFilters } from '../surveys/survey-filters';
import type { AdminAuth } from './use-admin-api';

export const ADMIN_SURVEYS_PAGE_SIZE = 20;

/** A stored response as an administrator sees it: with the guest's e-mail, if it is still kept. */
export type AdminSurveyResult = StoredSurveyResult & { email: string | null; signedIn: boolean };

export interface AdminSurveysPage {
  surveys: AdminSurveyResult[];
  pagination: { page: number; limit: number; total: number };
}

// The admin fields are written in the route, not in packages/core: the core schema checks the
// rest (and would drop these two), so they are read beside it.
function toAdminResult(row: unknown): AdminSurveyResult {
  const extra = (typeof row === 'object' && row !== null ? row : {}) as Record<string, unknown>;
  return {
    ...storedSurveyResultSchema.parse(row),
    email: typeof extra.email === 'string' ? extra.email : null,
    signedIn: extra.signedIn === true,
  };
}

/** GET /api/admin/surveys?page&limit plus the filters. */
export async function fetchAdminSurveys(
  query: { page: number; filters: SurveyFilters },
  auth: AdminAuth,
  signal?: AbortSignal,
): Promise<AdminSurveysPage> {
  const params = filtersToParams(query.filters);
  params.set('page', String(query.page));
  params.set('limit', String(ADMIN_SURVEYS_PAGE_SIZE));
  const data = await apiRequest<{ surveys: unknown[]; pagination: unknown }>(
    `/api/admin/surveys?${params}`,
    { ...auth, ...(signal ? { signal } : {}) },
  );
  return {
    surveys: data.surveys.map(toAdminResult),
    pagination: surveyPageSchema.shape.pagination.parse(data.pagination),
  };
}

/** GET /api/admin/surveys/{id} */
export async function fetchAdminSurvey(
  id: string,
  auth: AdminAuth,
  signal?: AbortSignal,
): Promise<AdminSurveyResult> {
  const data = await apiRequest<unknown>(`/api/admin/surveys/${encodeURIComponent(id)}`, {
    ...auth,
    ...(signal ? { signal } : {}),
  });
  return toAdminResult(data);
}

/** DELETE /api/admin/surveys/{id} */
export async function deleteAdminSurvey(id: string, auth: AdminAuth): Promise<void> {
  await apiRequest(`/api/admin/surveys/${encodeURIComponent(id)}`, { ...auth, method: 'DELETE' });
}

/** DELETE /api/admin/surveys/bulk-delete { surveyIds }; resolves to how many were deleted. */
export async function bulkDeleteAdminSurveys(ids: string[], auth: AdminAuth): Promise<number> {
  const data = await apiRequest<{ deleted: number }>('/api/admin/surveys/bulk-delete', {
    ...auth,
    method: 'DELETE',
    body: { surveyIds: ids },
  });
  return data.deleted;
}
