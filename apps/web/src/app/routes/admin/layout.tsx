import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { PageLoading } from '../../../components/page-loading';
import { AdminSessionProvider } from '../../../features/admin/shared/session/admin-session-provider';

/**
 * The parent of every /admin route: one session (and the cache of what it loaded) for all
 * admin screens, checked once however many screens the administrator opens, and the `admin`
 * catalogue loaded before any of them. It is its own chunk, so the public pages never load the
 * session, the admin texts or React Query.
 */
export default function AdminLayoutRoute() {
  const { t } = useTranslation('admin');
  return (
    <AdminSessionProvider>
      <Suspense fallback={<PageLoading label={t('loading')} />}>
        <Outlet />
      </Suspense>
    </AdminSessionProvider>
  );
}
