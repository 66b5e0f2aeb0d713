import type { AdminAccount } from '@prca/core';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../shared/components/confirm-dialog';
import { useFailureText } from '../../shared/hooks/use-failure-message';
import { useDeleteAdminUser } from '../api/delete-admin-user';

/** Deleting an account, once confirmed; the server's refusal (the last superadmin) shows here. */
export function DeleteAccountDialog({
  account,
  onClose,
  onDeleted,
}: {
  account: AdminAccount | null;
  onClose: () => void;
  onDeleted: (account: AdminAccount) => void;
}) {
  const { t } = useTranslation('accounts');
  const remove = useDeleteAdminUser();
  const error = useFailureText(remove.error);
  const username = account?.username ?? '';
  const close = () => {
    remove.reset();
    onClose();
  };
  const confirm = () => {
    if (!account) return;
    remove.mutate(account.id, {
      onSuccess: () => {
        remove.reset();
        onDeleted(account);
      },
    });
  };
  return (
    <ConfirmDialog
      open={account !== null}
      title={t('delete.title', { username })}
      confirmLabel={t('actions.delete')}
      pending={remove.isPending}
      error={error}
      onConfirm={confirm}
      onCancel={close}
    >
      <p>{t('delete.body', { username })}</p>
    </ConfirmDialog>
  );
}
