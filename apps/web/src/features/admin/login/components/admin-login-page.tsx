import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { LanguageSwitcher } from '../../../../components/language-switcher';
import { PageLoading } from '../../../../components/page-loading';
import { LINK } from '../../../../components/ui/link';
import type { LoginRedirectState } from '../../shared/shell/require-admin';
import { useAdminSession } from '../../shared/session/admin-session-context';
import { LoginForm } from './login-form';

const DASHBOARD = '/admin/dashboard';

/** Where to go once signed in: back to the admin page the guard turned away, else the dashboard. */
function destination(state: unknown) {
  const from = (state as LoginRedirectState | null)?.from;
  const pathname = from?.pathname ?? '';
  if (!pathname.startsWith('/admin/') || pathname.startsWith('/admin/login')) return DASHBOARD;
  return { pathname, search: from?.search ?? '', hash: from?.hash ?? '' };
}

/** The admin login screen (SPEC.md section 2, "Admin login"). */
export function AdminLoginPage() {
  const { t } = useTranslation('admin');
  const session = useAdminSession();
  const location = useLocation();

  if (session.loading) return <PageLoading label={t('loading')} />;
  // Already signed in, or just signed in: the form's success lands here too.
  if (session.isAuthenticated) return <Navigate to={destination(location.state)} replace />;

  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <title>{`${t('login.title')} — ${t('brand')}`}</title>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3 sm:px-6">
          <p className="text-xl font-bold text-blue-700">{t('brand')}</p>
          <LanguageSwitcher />
        </div>
      </header>
      <main id="main" className="flex flex-1 items-start justify-center px-4 py-10 sm:py-16">
        <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h1 className="text-2xl font-bold text-slate-900">{t('login.title')}</h1>
          <p className="mt-2 mb-6 text-slate-700">{t('login.intro')}</p>
          <LoginForm />
          <p className="mt-6 text-center">
            <Link to="/survey" className={LINK}>
              {t('login.backToSurvey')}
            </Link>
          </p>
        </div>
      </main>
    </div>
  );
}
