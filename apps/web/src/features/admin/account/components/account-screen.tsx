import { useTranslation } from 'react-i18next';
import { AdminShell } from '../../shared/shell/admin-shell';
import { useAdminSession } from '../../shared/session/admin-session-context';
import { OwnPasswordForm } from './own-password-form';

/** /admin/account: the signed-in account's own page, reached from the header by every account. */
export function AccountScreen() {
  const { t } = useTranslation('accounts');
  const username = useAdminSession().admin?.username ?? '';
  return (
    <AdminShell title={t('ownPassword.pageTitle')}>
      <p className="mb-6 text-slate-700">{t('ownPassword.signedInAs', { username })}</p>
      <OwnPasswordForm />
    </AdminShell>
  );
}
