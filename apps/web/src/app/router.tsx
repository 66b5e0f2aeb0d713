import { Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { PageLoading } from '../components/page-loading';
import { RouteErrorBoundary } from '../components/route-error';
import { lazyScreen } from './lazy-route';

// Declarative routes rather than the data router: the latter costs 18 KB gzipped more in the
// first download, and the landing page's budget is 120 KB (docs/architecture.md).
const LandingPage = lazyScreen(() => import('../features/landing/landing-page'));
const SurveyPage = lazyScreen(() => import('../features/survey/survey-page'));
const AuthCallback = lazyScreen(() => import('../features/auth/auth-callback'));
const PrivacyPage = lazyScreen(() => import('../features/legal/privacy-page'));
const TermsPage = lazyScreen(() => import('../features/legal/terms-page'));
const NotFoundPage = lazyScreen(() => import('../features/legal/not-found-page'));
// Administration: the layout holds the admin session, so the public pages never load it.
const AdminLayout = lazyScreen(() => import('../features/admin/admin-layout'));
const AdminLogin = lazyScreen(() => import('../features/admin/login/admin-login-page'));
const AdminDashboard = lazyScreen(() => import('../features/admin/dashboard/admin-dashboard-page'));
const AdminAnalytics = lazyScreen(() => import('../features/admin/areas/analytics-route'));
const AdminReliability = lazyScreen(() => import('../features/admin/areas/reliability-route'));
const AdminUsers = lazyScreen(() => import('../features/admin/areas/users-route'));
const AdminSurveys = lazyScreen(() => import('../features/admin/areas/surveys-route'));
const AdminSettings = lazyScreen(() => import('../features/admin/areas/settings-route'));

export function AppRouter() {
  return (
    <BrowserRouter>
      <RouteErrorBoundary>
        <Suspense fallback={<PageLoading />}>
          <Routes>
            <Route index element={<LandingPage />} />
            <Route path="survey" element={<SurveyPage />} />
            <Route path="auth/callback" element={<AuthCallback />} />
            <Route path="privacy" element={<PrivacyPage />} />
            <Route path="terms" element={<TermsPage />} />
            <Route path="admin" element={<AdminLayout />}>
              <Route index element={<AdminLogin />} />
              <Route path="login" element={<AdminLogin />} />
              <Route path="dashboard" element={<AdminDashboard />} />
              <Route path="analytics" element={<AdminAnalytics />} />
              <Route path="analytics/reliability" element={<AdminReliability />} />
              <Route path="users" element={<AdminUsers />} />
              <Route path="surveys" element={<AdminSurveys />} />
              <Route path="settings" element={<AdminSettings />} />
            </Route>
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </Suspense>
      </RouteErrorBoundary>
    </BrowserRouter>
  );
}
