import type { Permission, SignedInAdmin } from '@prca/core';
import { createContext, useContext } from 'react';
import type { AdminCredentials, LoginOutcome } from '../api/admin-auth';

/** The admin session of SPEC.md section 4, shared by every admin screen. */
export interface AdminSession {
  admin: SignedInAdmin | null;
  token: string | null;
  /** True until the stored token has been checked with the server. */
  loading: boolean;
  /** Both an admin and a token are known. */
  isAuthenticated: boolean;
  login: (credentials: AdminCredentials) => Promise<LoginOutcome>;
  /** Clears the session at once; tells the server in the background. */
  logout: () => Promise<void>;
  /** The server no longer accepts the token (a 401 from an admin call): forget it locally. */
  expire: () => void;
  hasPermission: (permission: Permission) => boolean;
}

export const AdminSessionContext = createContext<AdminSession | null>(null);

export function useAdminSession(): AdminSession {
  const session = useContext(AdminSessionContext);
  if (!session) throw new Error('useAdminSession must be used inside AdminSessionProvider');
  return session;
}

/** The signed-in administrator's bearer token, for the admin calls (null when signed out). */
export function useAdminToken(): string | null {
  return useAdminSession().token;
}
