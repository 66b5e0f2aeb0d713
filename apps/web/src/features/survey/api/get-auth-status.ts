import type { AuthStatus } from '@prca/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { API_BASE_URL } from '../../../lib/env';
import { loadSchemas } from '../../../lib/load-schemas';

export const PROVIDER_SIGN_IN_URL = `${API_BASE_URL}/api/auth/google`;

/** GET /api/auth/status: whether the server offers sign-in with a provider. */
export async function getAuthStatus(signal?: AbortSignal): Promise<AuthStatus> {
  const data = await apiRequest('/api/auth/status', signal ? { signal } : {});
  return (await loadSchemas()).authStatusSchema.parse(data);
}

// The server's configuration: it does not change while the page is open.
export const authStatusQueryOptions = queryOptions({
  queryKey: ['auth-status'],
  queryFn: ({ signal }) => getAuthStatus(signal),
  staleTime: Infinity,
});

/** Whether the server offers sign-in with a provider; false until it says so (or if it cannot). */
export function useProviderSignIn(): boolean {
  return useQuery(authStatusQueryOptions).data?.providerSignIn === true;
}
