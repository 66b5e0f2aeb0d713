import { Suspense, type MouseEvent } from 'react';
import { BrowserRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import { PageLoading } from '../components/page-loading';
import i18n from '../i18n';
import { RouteErrorBoundary } from '../components/route-error';
import { lazyScreen } from './lazy-route';

// Declarative routes rather than the data router: the latter costs 18 KB gzipped more in the
// first download, and the landing page's budget is 120 KB (docs/architecture.md). Each route
// module (app/routes) is its own chunk and only puts features together.
const Landing = lazyScreen(() => import('./routes/landing-page'));
/**
 * Asks for a screen's texts with its code, not once its code has run: one round trip less
 * before the first screen on a slow connection. Not before the language is known, or the
 * fallback's texts would be fetched for nothing.
 */
function loadTextsEarly(namespace: string) {
  const load = () => {
    i18n.off('initialized', load);
    void i18n.loadNamespaces(namespace);
  };
  if (i18n.isInitialized) load();
  else i18n.on('initialized', load);
}

const Survey = lazyScreen(() => {
  loadTextsEarly('survey');
  return import('./routes/survey-page');
});
const AuthCallback = lazyScreen(() => import('./routes/auth-callback-page'));
const Privacy = lazyScreen(() => import('./routes/privacy-page'));
const Terms = lazyScreen(() => import('./routes/terms-page'));
const NotFound = lazyScreen(() => import('./routes/not-found-page'));
// Administration: the layout holds the admin session, so the public pages never load it.
const AdminLayout = lazyScreen(() => import('./routes/admin/layout'));
const AdminLogin = lazyScreen(() => import('./routes/admin/login-page'));
const AdminDashboard = lazyScreen(() => import('./routes/admin/dashboard-page'));
const AdminAnalytics = lazyScreen(() => import('./routes/admin/analytics-page'));
const AdminReliability = lazyScreen(() => import('./routes/admin/reliability-page'));
const AdminStatistics = lazyScreen(() => import('./routes/admin/statistics-page'));
const AdminUsers = lazyScreen(() => import('./routes/admin/users-page'));
const AdminSurveys = lazyScreen(() => import('./routes/admin/surveys-page'));
const AdminSettings = lazyScreen(() => import('./routes/admin/settings-page'));
const AdminStudy = lazyScreen(() => import('./routes/admin/study-page'));
const AdminStudySheets = lazyScreen(() => import('./routes/admin/study-sheets-page'));
const AdminAccount = lazyScreen(() => import('./routes/admin/account-page'));
const AdminClassReport = lazyScreen(() => import('./routes/admin/class-report-page'));
const AdminAudit = lazyScreen(() => import('./routes/admin/audit-page'));

/**
 * While a screen's code loads: on /, the landing page the server sent already rendered (the
 * same markup, so nothing flickers while its code arrives); on /survey the sheet the server
 * rendered, when it did; elsewhere the loading ring.
 */
function RouteFallback({ prerendered }: { prerendered: string | null }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  if (prerendered && pathname === '/') {
    // Its links work while the landing page's code loads: one within the app (the call to
    // action, /survey) opens in the app at once, as the app's own link would, not by
    // loading the whole page again.
    const followInApp = (event: MouseEvent<HTMLDivElement>) => {
      const link = (event.target as Element).closest('a');
      const href = link?.getAttribute('href');
      if (!href?.startsWith('/') || href.startsWith('//') || link?.target) return;
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
        return;
      }
      event.preventDefault();
      navigate(href);
    };
    return (
      // Marked, so that a test can wait for the app's own, interactive page to replace it.
      // The click handler only forwards the links' own clicks, so it needs no key handler.
      <div
        data-prerendered-copy=""
        style={{ display: 'contents' }}
        onClick={followInApp}
        dangerouslySetInnerHTML={{ __html: prerendered }}
      />
    );
  }
  return <PageLoading />;
}

/** `prerendered`: the HTML of the landing page that came with the page, if it did. */
export function AppRouter({ prerendered = null }: { prerendered?: string | null }) {
  return (
    <BrowserRouter>
      <RouteErrorBoundary>
        <Suspense fallback={<RouteFallback prerendered={prerendered} />}>
          <Routes>
            <Route index element={<Landing />} />
            <Route path="survey" element={<Survey />} />
            <Route path="auth/callback" element={<AuthCallback />} />
            <Route path="privacy" element={<Privacy />} />
            <Route path="terms" element={<Terms />} />
            <Route path="admin" element={<AdminLayout />}>
              <Route index element={<AdminLogin />} />
              <Route path="login" element={<AdminLogin />} />
              <Route path="dashboard" element={<AdminDashboard />} />
              <Route path="analytics" element={<AdminAnalytics />} />
              <Route path="analytics/reliability" element={<AdminReliability />} />
              <Route path="analytics/statistics" element={<AdminStatistics />} />
              <Route path="users" element={<AdminUsers />} />
              <Route path="surveys" element={<AdminSurveys />} />
              <Route path="settings" element={<AdminSettings />} />
              <Route path="study" element={<AdminStudy />} />
              <Route path="study/sheets" element={<AdminStudySheets />} />
              <Route path="reports/class" element={<AdminClassReport />} />
              <Route path="audit" element={<AdminAudit />} />
              <Route path="account" element={<AdminAccount />} />
            </Route>
            <Route path="*" element={<NotFound />} />
          </Routes>
        </Suspense>
      </RouteErrorBoundary>
    </BrowserRouter>
  );
}
