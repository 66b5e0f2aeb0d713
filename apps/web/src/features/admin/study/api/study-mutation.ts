import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_SETTINGS_KEY } from '../../shared/api/get-admin-settings';
import { useAdminToken } from '../../shared/session/admin-session-context';
import { STUDY_KEY } from '../../shared/study/study-keys';

/** A change to the study (create, update, delete); the study's lists then load again. */
export function useStudyMutation<I, O>(call: (input: I, token: string) => Promise<O>) {
  const token = useAdminToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => call(input, token ?? ''),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: STUDY_KEY });
      // Whether a class code is required now depends on whether the study has a class.
      void queryClient.invalidateQueries({ queryKey: ADMIN_SETTINGS_KEY });
    },
  });
}
