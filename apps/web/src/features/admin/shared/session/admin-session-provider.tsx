import type { Permission, SignedInAdmin } from '@prca/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { currentLanguage } from '../../../../i18n';
import { ApiRequestError } from '../../../../lib/api-client';
import { createQueryClient } from '../../../../lib/query-client';
import { TimeZoneContext } from '../../../../lib/time-zone';
import {
  forgetAdminToken,
  restoreAdminSession,
  signInAdmin,
  signOutAdmin,
  type AdminCredentials,
} from '../api/admin-auth';
import { AdminSessionContext, type AdminSession } from './admin-session-context';

interface SessionState {
  admin: SignedInAdmin | null;
  token: string | null;
  loading: boolean;
}

const SIGNED_OUT: SessionState = { admin: null, token: null, loading: false };

/**
 * The admin session of SPEC.md section 4, and the cache of what it loaded (TanStack Query).
 * A 401 from any admin call means the session ended on the server (expired or revoked): it is
 * forgotten here and the guard shows the login. What one administrator loaded is dropped when
 * the session ends, so that the next one starts afresh.
 */
export function AdminSessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>({ admin: null, token: null, loading: true });
  const [queryClient] = useState(() =>
    createQueryClient({
      onError: (error) => {
        console.error('Admin request failed', error);
        if (error instanceof ApiRequestError && error.status === 401) {
          forgetAdminToken();
          setState(SIGNED_OUT);
        }
      },
    }),
  );

  useEffect(() => {
    let live = true;
    void restoreAdminSession().then((restored) => {
      if (live) setState(restored ? { ...restored, loading: false } : SIGNED_OUT);
    });
    return () => {
      live = false;
    };
  }, []);

  const { token } = state;
  // Signed out, expired, or another administrator: nothing loaded before is theirs to see.
  useEffect(() => () => queryClient.clear(), [queryClient, token]);

  const login = useCallback(async (credentials: AdminCredentials) => {
    const outcome = await signInAdmin(credentials, currentLanguage());
    if (outcome.ok) setState({ admin: outcome.admin, token: outcome.token, loading: false });
    return outcome;
  }, []);

  const logout = useCallback(async () => {
    setState(SIGNED_OUT);
    await signOutAdmin(token);
  }, [token]);

  const expire = useCallback(() => {
    forgetAdminToken();
    setState(SIGNED_OUT);
  }, []);

  const session = useMemo<AdminSession>(
    () => ({
      ...state,
      isAuthenticated: state.admin !== null && state.token !== null,
      login,
      logout,
      expire,
      hasPermission: (permission: Permission) =>
        state.admin !== null && state.admin.permissions.includes(permission),
    }),
    [state, login, logout, expire],
  );

  return (
    <QueryClientProvider client={queryClient}>
      <AdminSessionContext value={session}>
        <TimeZoneContext value={state.admin?.timeZone}>{children}</TimeZoneContext>
      </AdminSessionContext>
    </QueryClientProvider>
  );
}
