import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LINK } from '../../../../components/ui/link';
import { AdminShell } from './admin-shell';

/**
 * An account limited to schools or classes (a counsellor) on a screen of the whole study. The
 * server refuses these calls too; this says so plainly instead of showing a failed load.
 */
export function NotForScopedAccount() {
  const { t } = useTranslation('admin');
  return (
    <AdminShell title={t('guard.notAvailableTitle')}>
      <div className="max-w-2xl space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-6 text-slate-800">
        <p className="text-lg">{t('guard.notAvailableBody')}</p>
        <p>{t('guard.notAvailableWhat')}</p>
      </div>
      <Link to="/admin/dashboard" className={`mt-6 inline-block ${LINK}`}>
        {t('backToDashboard')}
      </Link>
    </AdminShell>
  );
}
