import {
  adminSurveyResultSchema,
  type AdminSurveyResult,
  type QualityOverrideChange,
} from '@prca/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '../../shared/api/admin-request';
import { useAdminToken } from '../../shared/session/admin-session-context';
import { adminSurveyKey } from './get-admin-survey';
import { ADMIN_SURVEYS_LIST_KEY } from './get-admin-surveys';

/** PUT /api/admin/surveys/{id}/quality: keep, exclude or (null) let the flags decide again. */
export async function setQualityOverride(
  id: string,
  change: QualityOverrideChange,
  token: string,
): Promise<AdminSurveyResult> {
  const data = await adminRequest(`/api/admin/surveys/${encodeURIComponent(id)}/quality`, token, {
    method: 'PUT',
    body: change,
  });
  return adminSurveyResultSchema.parse(data);
}

/**
 * Records a researcher's decision on one response. The detail shows the answer at once; the
 * list and every figure filtered by quality count the response differently, so they load again.
 */
export function useSetQualityOverride(id: string) {
  const token = useAdminToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: QualityOverrideChange) => setQualityOverride(id, change, token ?? ''),
    onSuccess: (updated) => {
      queryClient.setQueryData(adminSurveyKey(id), updated);
      void queryClient.invalidateQueries({ queryKey: ADMIN_SURVEYS_LIST_KEY });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'overview'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'analytics'] });
    },
  });
}
