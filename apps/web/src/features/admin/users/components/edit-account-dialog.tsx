import type { AdminAccount } from '@prca/core';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Dialog } from '../../../../components/ui/dialog';
import { LINK } from '../../../../components/ui/link';
import { AccountAccess } from './account-access';
import { PasswordForm } from './password-form';
import { RolePermissionsForm } from './role-permissions-form';

/**
 * Everything that changes an account, each part saved on its own: role and permissions, the
 * password, and whether the account may sign in. The administrator's own account keeps its
 * role, permissions and access (the server refuses to demote or disable oneself), and its
 * password is changed on the Account page, where the current one is asked.
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
          {self ? (
            <p className="py-6 text-slate-800">
              <Trans
                t={t}
                i18nKey="edit.ownPasswordElsewhere"
                components={{ page: <Link to="/admin/account" className={LINK} /> }}
              />
            </p>
          ) : (
            <PasswordForm key={`${account.id}-password`} account={account} />
          )}
          <AccountAccess account={account} self={self} onSaved={onChanged} />
        </div>
      )}
    </Dialog>
  );
}
