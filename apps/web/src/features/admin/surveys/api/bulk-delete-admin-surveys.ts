import { bulkDeleteResultSchema, type BulkDelete } from '@prca/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '../../shared/api/admin-request';
import { useAdminToken } from '../../shared/session/admin-session-context';
import { adminSurveyKey } from './get-admin-survey';
import { ADMIN_SURVEYS_LIST_KEY } from './get-admin-surveys';

/** DELETE /api/admin/surveys/bulk-delete { surveyIds }; resolves to how many were deleted. */
export async function bulkDeleteAdminSurveys(ids: string[], token: string): Promise<number> {
  const body: BulkDelete = { surveyIds: ids };
  const data = await adminRequest('/api/admin/surveys/bulk-delete', token, {
    method: 'DELETE',
    body,
  });
  return bulkDeleteResultSchema.parse(data).deleted;
}

/** Deletes the selected responses; the list loads again without them. */
export function useBulkDeleteAdminSurveys() {
  const token = useAdminToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => bulkDeleteAdminSurveys(ids, token ?? ''),
    onSuccess: (_deleted, ids) => {
      for (const id of ids) queryClient.removeQueries({ queryKey: adminSurveyKey(id) });
      void queryClient.invalidateQueries({ queryKey: ADMIN_SURVEYS_LIST_KEY });
    },
  });
}
