import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '../../shared/api/admin-request';
import { useAdminToken } from '../../shared/session/admin-session-context';
import { adminSurveyKey } from './get-admin-survey';
import { ADMIN_SURVEYS_LIST_KEY } from './get-admin-surveys';

/** DELETE /api/admin/surveys/{id} */
export async function deleteAdminSurvey(id: string, token: string): Promise<void> {
  await adminRequest(`/api/admin/surveys/${encodeURIComponent(id)}`, token, { method: 'DELETE' });
}

/** Deletes one response; the list loads again and the response's own copy is forgotten. */
export function useDeleteAdminSurvey() {
  const token = useAdminToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteAdminSurvey(id, token ?? ''),
    onSuccess: (_nothing, id) => {
      queryClient.removeQueries({ queryKey: adminSurveyKey(id) });
      void queryClient.invalidateQueries({ queryKey: ADMIN_SURVEYS_LIST_KEY });
    },
  });
}
