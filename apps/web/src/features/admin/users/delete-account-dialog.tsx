import type { AdminAccount } from '@prca/core';
import { useTranslation } from 'react-i18next';
import { deleteAdminUser } from '../api/admin-users';
import { useAdminAction } from '../api/use-admin-api';
import { ConfirmDialog } from '../components/confirm-dialog';

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
  const { t } = useTranslation('admin');
  const action = useAdminAction();
  const username = account?.username ?? '';
  const close = () => {
    action.reset();
    onClose();
  };
  const confirm = async () => {
    if (!account) return;
    const done = await action.run(async (auth) => {
      await deleteAdminUser(account.id, auth);
      return true;
    });
    if (done) {
      action.reset();
      onDeleted(account);
    }
  };
  return (
    <ConfirmDialog
      open={account !== null}
      title={t('users.delete.title', { username })}
      confirmLabel={t('users.actions.delete')}
      pending={action.pending}
      error={action.error}
      onConfirm={() => void confirm()}
      onCancel={close}
    >
      <p>{t('users.delete.body', { username })}</p>
    </ConfirmDialog>
  );
}
