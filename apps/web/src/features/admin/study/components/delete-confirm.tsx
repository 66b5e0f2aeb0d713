import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../shared/components/confirm-dialog';
import { useFailureText } from '../../shared/hooks/use-failure-message';

type Part = 'schools' | 'waves' | 'classes';

/** A row's Delete button, named with the row ("Delete 10A1") for a screen reader's list. */
export function DeleteButton({
  part,
  name,
  onClick,
}: {
  part: Part;
  name: string;
  onClick: () => void;
}) {
  const { t } = useTranslation('study');
  return (
    <Button
      size="small"
      variant="dangerOutline"
      aria-label={t(`${part}.deleteNamed`, { name })}
      onClick={onClick}
    >
      {t('delete')}
    </Button>
  );
}

/**
 * The deletion of a school, a wave or a class: `ask` opens the confirmation for one row (with
 * the last refusal cleared), and `dialog` is that confirmation, where the server's refusal (a
 * class holding responses, say) is shown. It closes once the row is deleted.
 */
export function useDeleteConfirm<T extends { id: string; name: string }>(
  part: Part,
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
