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
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </Suspense>
      </RouteErrorBoundary>
    </BrowserRouter>
  );
}
