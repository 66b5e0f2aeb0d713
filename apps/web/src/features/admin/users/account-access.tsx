import type { AdminAccount } from '@prca/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updateAdminUser } from '../api/admin-users';
import { useAdminAction } from '../api/use-admin-api';
import { ConfirmDialog } from '../components/confirm-dialog';
import { ErrorNote } from '../components/feedback';
import { Spinner } from '../components/spinner';
import { SECONDARY_BUTTON } from '../components/styles';

/** Whether the account may sign in. Disabling ends its sessions, so it is confirmed first. */
export function AccountAccess({
  account,
  self,
  onSaved,
}: {
  account: AdminAccount;
  self: boolean;
  onSaved: (account: AdminAccount) => void;
}) {
  const { t } = useTranslation('admin');
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);
  const action = useAdminAction();

  const setDisabled = async (disabled: boolean) => {
    const updated = await action.run((auth) => updateAdminUser(account.id, { disabled }, auth));
    if (!updated) return;
    setConfirming(false);
    onSaved(updated);
  };

  return (
    <section aria-labelledby={headingId} className="space-y-3 pt-6">
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        {t('users.edit.stateHeading')}
      </h3>
      <p className="text-slate-800">
        {t(account.disabled ? 'users.edit.isDisabled' : 'users.edit.isActive')}
      </p>
      {!confirming && <ErrorNote message={action.error} />}
      <button
        type="button"
        disabled={self || action.pending}
        onClick={() => {
          action.reset();
          if (account.disabled) void setDisabled(false);
          else setConfirming(true);
        }}
        className={SECONDARY_BUTTON}
      >
        {action.pending && !confirming && <Spinner />}
        {t(account.disabled ? 'users.actions.enable' : 'users.actions.disable')}
      </button>
      <ConfirmDialog
        open={confirming}
        title={t('users.disable.title', { username: account.username })}
        confirmLabel={t('users.actions.disable')}
        pending={action.pending}
        error={action.error}
        onConfirm={() => void setDisabled(true)}
        onCancel={() => {
          setConfirming(false);
          action.reset();
        }}
      >
        <p>{t('users.disable.body', { username: account.username })}</p>
      </ConfirmDialog>
    </section>
  );
}
