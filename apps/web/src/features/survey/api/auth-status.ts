import type { AuthStatus } from '@prca/core';
import { useEffect, useState } from 'react';
import { apiRequest } from '../../../lib/api-client';
import { API_BASE_URL } from '../../../lib/env';

export const PROVIDER_SIGN_IN_URL = `${API_BASE_URL}/api/auth/google`;

/** Whether the server offers sign-in with a provider; false until it says so. */
export function useProviderSignIn(): boolean {
  const [enabled, setEnabled] = useState(false);
  useEffect(() => {
    let live = true;
    apiRequest<AuthStatus>('/api/auth/status')
      .then((status) => live && setEnabled(status.providerSignIn === true))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, []);
  return enabled;
}
