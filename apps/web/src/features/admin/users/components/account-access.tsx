import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { ErrorNote } from '../../../../components/ui/feedback';
import { ConfirmDialog } from '../../shared/components/confirm-dialog';
import { useFailureText } from '../../shared/hooks/use-failure-message';
import { useUpdateAdminUser } from '../api/update-admin-user';
import type { AccountSectionProps } from './account-section-props';

/** Whether the account may sign in. Disabling ends its sessions, so it is confirmed first. */
export function AccountAccess({ account, self, onSaved }: AccountSectionProps) {
  const { t } = useTranslation('accounts');
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateAdminUser(account.id);
  const error = useFailureText(update.error);

  const setDisabled = (disabled: boolean) =>
    update.mutate(
      { disabled },
      {
        onSuccess: (updated) => {
          setConfirming(false);
          onSaved(updated);
        },
      },
    );

  return (
    <section aria-labelledby={headingId} className="space-y-3 pt-6">
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        {t('edit.stateHeading')}
      </h3>
      <p className="text-slate-800">{t(account.disabled ? 'edit.isDisabled' : 'edit.isActive')}</p>
      {!confirming && <ErrorNote message={error} />}
      <Button
        variant="secondary"
        disabled={self || (update.isPending && confirming)}
        busy={update.isPending && !confirming}
        onClick={() => {
          update.reset();
          if (account.disabled) setDisabled(false);
          else setConfirming(true);
        }}
      >
        {t(account.disabled ? 'actions.enable' : 'actions.disable')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('disable.title', { username: account.username })}
        confirmLabel={t('actions.disable')}
        pending={update.isPending}
        error={error}
        onConfirm={() => setDisabled(true)}
        onCancel={() => {
          setConfirming(false);
          update.reset();
        }}
      >
        <p>{t('disable.body', { username: account.username })}</p>
      </ConfirmDialog>
    </section>
  );
}
