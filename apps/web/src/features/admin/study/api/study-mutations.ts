import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_SETTINGS_KEY } from '../../shared/api/get-admin-settings';
import { useAdminToken } from '../../shared/session/admin-session-context';
import {
  STUDY_KEY,
  createStudyEntity,
  removeStudyEntity,
  updateStudyEntity,
  type StudyChange,
  type StudyEntity,
} from '../../shared/study/study-entities';

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

/** POST /api/admin/<segment>: a new school, wave or class. */
export function useCreate<Reply, Create>(entity: StudyEntity<unknown, Reply, Create, unknown>) {
  return useStudyMutation((input: Create, token) => createStudyEntity(entity, input, token));
}

/** PUT /api/admin/<segment>/{id}: a class's `{ open: false }` closes it to new responses. */
export function useUpdate<Reply, Update>(entity: StudyEntity<unknown, Reply, unknown, Update>) {
  return useStudyMutation((change: StudyChange<Update>, token) =>
    updateStudyEntity(entity, change, token),
  );
}

/** DELETE /api/admin/<segment>/{id} */
export function useRemove(entity: { segment: string }) {
  return useStudyMutation((id: string, token) => removeStudyEntity(entity, id, token));
}
