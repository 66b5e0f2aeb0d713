import type { AdminAccount } from '@prca/core';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../../components/ui/dialog';
import { AccountAccess } from './account-access';
import { PasswordForm } from './password-form';
import { RolePermissionsForm } from './role-permissions-form';

/**
 * Everything that changes an account, each part saved on its own: role and permissions, the
 * password, and whether the account may sign in. The administrator's own account keeps its
 * role, permissions and access (the server refuses to demote or disable oneself).
 */
export function EditAccountDialog({
  account,
  self,
  onClose,
  onChanged,
}: {
  account: AdminAccount | null;
  self: boolean;
  onClose: () => void;
  onChanged: (account: AdminAccount) => void;
}) {
  const { t } = useTranslation(['accounts', 'admin']);
  return (
    <Dialog
      open={account !== null}
      title={t('edit.title', { username: account?.username ?? '' })}
      closeLabel={t('admin:dialog.close')}
      onClose={onClose}
      wide
    >
      {account && (
        <div className="divide-y divide-slate-200">
          {self && (
            <p className="mb-4 rounded-lg bg-blue-50 p-3 text-slate-800">{t('edit.selfNote')}</p>
          )}
          <RolePermissionsForm key={account.id} account={account} self={self} onSaved={onChanged} />
          <PasswordForm key={`${account.id}-password`} account={account} self={self} />
          <AccountAccess account={account} self={self} onSaved={onChanged} />
        </div>
      )}
    </Dialog>
  );
}
