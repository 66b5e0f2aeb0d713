import type { Permission } from '@prca/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { PageLoading } from '../../../components/page-loading';
import { useAdminSession } from '../session/admin-session-context';
import { AccessDenied } from './access-denied';

/** What the login screen reads to send the administrator back where they were going. */
export interface LoginRedirectState {
  from?: { pathname: string; search?: string; hash?: string };
}

/**
 * The route guard of SPEC.md section 2, in its four states: loading, unauthenticated (sent to
 * the login, remembering the way back), forbidden, allowed. The server checks permissions
 * again on every call; this only spares the administrator a screen that could not load.
 */
export function RequireAdmin({
  permission,
  children,
}: {
  permission?: Permission;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const session = useAdminSession();
  const location = useLocation();
  if (session.loading) return <PageLoading label={t('loading')} />;
  if (!session.isAuthenticated) {
    const state: LoginRedirectState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return <Navigate to="/admin/login" replace state={state} />;
  }
  if (permission && !session.hasPermission(permission)) {
    return <AccessDenied permission={permission} />;
  }
  return children;
}
