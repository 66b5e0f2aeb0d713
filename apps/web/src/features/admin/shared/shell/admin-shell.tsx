import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LanguageSwitcher } from '../../../../components/language-switcher';
import { Button } from '../../../../components/ui/button';
import { BrandLink, LINK, SkipLink } from '../../../../components/ui/link';
import { filterSearch } from '../filters/filter-params';
import { useFilters } from '../filters/use-filters';
import { useAdminSession } from '../session/admin-session-context';
import { AdminMenu } from './admin-menu';

/**
 * The frame of every signed-in admin screen: a header with the way to the dashboard (keeping
 * the filters), the language, logout and the menu, then the screen under one `<h1>`. The
 * heading takes the focus when the screen opens, so keyboard and screen reader users start at
 * the new content. An account limited to classes (a counsellor) is no administrator to itself:
 * its header says "class reports".
 */
export function AdminShell({
  title,
  documentTitle = title,
  children,
}: {
  title: string;
  /** The browser tab's name, when it should differ from the heading. */
  documentTitle?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const session = useAdminSession();
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  const search = filterSearch(useFilters().filters);
  const scoped = Boolean(session.admin?.scope);
  const brand = t(scoped ? 'brandScoped' : 'brand');
  useEffect(() => heading.current?.focus(), []);

  const logout = () => {
    // The session is cleared at once; the server is told in the background.
    void session.logout();
    void navigate('/admin/login', { replace: true });
  };

  return (
    <div className="min-h-screen bg-slate-50 print:min-h-0 print:bg-white">
      <title>{`${documentTitle} — ${brand}`}</title>
      <SkipLink>{t('skipLink')}</SkipLink>
      <header className="border-b border-slate-200 bg-white print:hidden">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-3 px-4 py-3 sm:px-6">
          <BrandLink
            to={search ? `/admin/dashboard?${search}` : '/admin/dashboard'}
            name={brand}
            destination={t(scoped ? 'menu.myClasses' : 'dashboard.pageTitle')}
            className="mr-auto"
          />
          <LanguageSwitcher />
          {session.admin && (
            <span className="text-sm text-slate-700">
              {t('signedInAs', { username: session.admin.username })}
            </span>
          )}
          {/* Every account's own page: its password (issue 29). */}
          {session.admin && (
            <Link to="/admin/account" className={`${LINK} text-sm`}>
              {t('accountLink.label')}
            </Link>
          )}
          <Button variant="secondary" onClick={logout}>
            {t('logout')}
          </Button>
        </div>
        <div className="mx-auto max-w-6xl px-4 pb-2 sm:px-6">
          <AdminMenu />
        </div>
      </header>
      <main id="main" className="mx-auto max-w-6xl px-4 py-8 sm:px-6 print:max-w-none print:p-0">
        <h1
          ref={heading}
          tabIndex={-1}
          // Focus is moved here for screen readers; a ring round a heading would only puzzle.
          className="text-2xl outline-none font-bold text-slate-900 sm:text-3xl print:text-[16pt]"
        >
          {title}
        </h1>
        <div className="mt-6 print:mt-3">{children}</div>
      </main>
    </div>
  );
}
