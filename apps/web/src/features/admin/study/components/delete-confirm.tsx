import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../shared/components/confirm-dialog';
import type { StudyPart } from './row-action-button';
import { useFailureText } from '../../shared/hooks/use-failure-message';

/**
 * The deletion of a school, a wave or a class: `ask` opens the confirmation for one row (with
 * the last refusal cleared), and `dialog` is that confirmation, where the server's refusal (a
 * class holding responses, say) is shown. It closes once the row is deleted.
 */
export function useDeleteConfirm<T extends { id: string; name: string }>(
  part: StudyPart,
  remove: UseMutationResult<void, Error, string>,
) {
  const { t } = useTranslation('study');
  const [deleting, setDeleting] = useState<T | null>(null);
  const error = useFailureText(remove.error);
  const ask = (row: T) => {
    remove.reset();
    setDeleting(row);
  };
  const dialog = (
    <ConfirmDialog
      open={deleting !== null}
      title={t(`${part}.deleteTitle`, { name: deleting?.name ?? '' })}
      confirmLabel={t('delete')}
      pending={remove.isPending}
      error={error}
      onCancel={() => setDeleting(null)}
      onConfirm={() =>
        deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })
      }
    >
      <p>{t(`${part}.deleteBody`)}</p>
    </ConfirmDialog>
  );
  return { ask, dialog };
}
