import type { Permission } from '@prca/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { PageLoading } from '../../../../components/page-loading';
import { useAdminSession } from '../session/admin-session-context';
import { AccessDenied } from './access-denied';
import { NotForScopedAccount } from './not-for-scoped-account';

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
  superadminOnly = false,
  openToScoped = false,
  children,
}: {
  permission?: Permission;
  /** Whether the screen is a super administrator's only, whatever the permissions. */
  superadminOnly?: boolean;
  /** Whether an account limited to schools or classes (a counsellor) may open the screen. */
  openToScoped?: boolean;
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
  // A scoped account is told the area is not for its kind of account, not which permission it
  // lacks: no permission would open the whole study's screens to it.
  if (session.admin?.scope && !openToScoped) return <NotForScopedAccount />;
  if (permission && !session.hasPermission(permission)) {
    return <AccessDenied permission={permission} />;
  }
  if (superadminOnly && session.admin?.role !== 'superadmin') {
    return <AccessDenied permission="superadmin" />;
  }
  return children;
}
