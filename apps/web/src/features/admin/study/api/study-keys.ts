import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_SETTINGS_KEY } from '../../settings/api/get-admin-settings';
import { useAdminToken } from '../../session/admin-session-context';

/**
 * Every query of the study's structure. A change to any of its parts invalidates them all: a
 * new class changes its school's and its wave's counts as well as the class list.
 */
export const STUDY_KEY = ['admin', 'study'] as const;

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
