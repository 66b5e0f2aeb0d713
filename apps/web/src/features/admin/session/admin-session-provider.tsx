import type { AdminProfile, Permission } from '@prca/core';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { currentLanguage } from '../../../i18n';
import {
  forgetAdminToken,
  restoreAdminSession,
  signInAdmin,
  signOutAdmin,
  type AdminCredentials,
} from '../api/admin-auth';
import { AdminSessionContext, type AdminSession } from './admin-session-context';

interface SessionState {
  admin: AdminProfile | null;
  token: string | null;
  loading: boolean;
}

const SIGNED_OUT: SessionState = { admin: null, token: null, loading: false };

export function AdminSessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>({ admin: null, token: null, loading: true });

  useEffect(() => {
    let live = true;
    void restoreAdminSession().then((restored) => {
      if (live) setState(restored ? { ...restored, loading: false } : SIGNED_OUT);
    });
    return () => {
      live = false;
    };
  }, []);

  const login = useCallback(async (credentials: AdminCredentials) => {
    const outcome = await signInAdmin(credentials, currentLanguage());
    if (outcome.ok) setState({ admin: outcome.admin, token: outcome.token, loading: false });
    return outcome;
  }, []);

  const { token } = state;
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

  return <AdminSessionContext value={session}>{children}</AdminSessionContext>;
}
