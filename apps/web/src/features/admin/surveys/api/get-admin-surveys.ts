import { adminSurveysPageSchema, type AdminSurveysPage } from '@prca/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminRequest } from '../../shared/api/admin-request';
import { useAdminToken } from '../../shared/session/admin-session-context';
import { filtersToParams, type SurveyFilters } from '../survey-filters';

export const ADMIN_SURVEYS_PAGE_SIZE = 20;

/** Every page of the responses list, whatever its filters: what a deletion invalidates. */
export const ADMIN_SURVEYS_LIST_KEY = ['admin', 'surveys', 'list'] as const;

export interface AdminSurveysQuery {
  page: number;
  filters: SurveyFilters;
}

/** GET /api/admin/surveys?page&limit plus the filters. */
export async function getAdminSurveys(
  query: AdminSurveysQuery,
  token: string,
  signal?: AbortSignal,
): Promise<AdminSurveysPage> {
  const params = filtersToParams(query.filters);
  params.set('page', String(query.page));
  params.set('limit', String(ADMIN_SURVEYS_PAGE_SIZE));
  const data = await adminRequest(`/api/admin/surveys?${params}`, token, signal ? { signal } : {});
  return adminSurveysPageSchema.parse(data);
}

export function adminSurveysQueryOptions(query: AdminSurveysQuery, token: string | null) {
  return queryOptions({
    queryKey: [...ADMIN_SURVEYS_LIST_KEY, query],
    queryFn: ({ signal }) => getAdminSurveys(query, token ?? '', signal),
    enabled: token !== null,
    // Another page or filter keeps the list on screen until the next arrives.
    placeholderData: keepPreviousData,
  });
}

export function useAdminSurveys(query: AdminSurveysQuery) {
  return useQuery(adminSurveysQueryOptions(query, useAdminToken()));
}
