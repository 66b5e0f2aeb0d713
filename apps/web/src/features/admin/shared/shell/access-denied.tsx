import type { Permission } from '@prca/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LINK } from '../../../../components/ui/link';
import { AdminShell } from './admin-shell';

/**
 * A signed-in administrator whose role lacks the permission a screen needs, or who is no super
 * administrator on a screen that is theirs alone (`superadmin`).
 */
export function AccessDenied({ permission }: { permission: Permission | 'superadmin' }) {
  const { t } = useTranslation('admin');
  return (
    <AdminShell title={t('guard.deniedTitle')}>
      <div className="max-w-2xl space-y-4 rounded-xl border border-red-200 bg-red-50 p-6 text-slate-800">
        <p className="text-lg">{t('guard.deniedBody')}</p>
        {permission === 'superadmin' ? (
          <p>
            {t('guard.requiredRole')}{' '}
            <strong className="font-semibold text-slate-900">{t('roles.superadmin')}</strong>
          </p>
        ) : (
          <p>
            {t('guard.requiredPermission')}{' '}
            <strong className="font-semibold text-slate-900">
              {t(`permissions.${permission}`)}
            </strong>{' '}
            (
            <code className="rounded bg-white px-1.5 py-0.5 text-sm text-slate-900">
              {permission}
            </code>
            )
          </p>
        )}
        <p className="text-sm text-slate-700">{t('guard.askSuperadmin')}</p>
      </div>
      <Link to="/admin/dashboard" className={`mt-6 inline-block ${LINK}`}>
        {t('backToDashboard')}
      </Link>
    </AdminShell>
  );
}
