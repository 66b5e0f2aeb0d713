import type { UserProfile } from '@prca/core';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiRequest } from './api-client';
import { loadSchemas } from './load-schemas';
import { STORAGE_KEYS, readText, remove, writeText } from './storage';

/*
 * The respondent's sign-in, shared by the survey, its results and the sign-in callback (as
 * bulletproof-react keeps its session in lib/auth). The administrators' is apart, in
 * features/admin/shared/session.
 */

/** A respondent signed in with an identity provider (SPEC.md section 3, "User"). */
export type SignedInUser = UserProfile;

export function storedToken(): string | null {
  return readText(STORAGE_KEYS.authToken);
}

export function storeToken(token: string): void {
  writeText(STORAGE_KEYS.authToken, token);
}

/** GET /api/auth/me: who the token belongs to. */
export async function getSignedInUser(token: string, signal?: AbortSignal): Promise<SignedInUser> {
  const data = await apiRequest('/api/auth/me', { token, ...(signal ? { signal } : {}) });
  return (await loadSchemas()).userProfileSchema.parse(data);
}

/**
 * SPEC.md section 4: a stored token is checked with the server; anything but success removes
 * it silently and leaves the visitor anonymous.
 */
export async function restoreSession(signal?: AbortSignal): Promise<SignedInUser | null> {
  const token = storedToken();
  if (!token) return null;
  try {
    return await getSignedInUser(token, signal);
  } catch (error) {
    if (signal?.aborted) throw error;
    console.error('Stored sign-in is no longer valid', error);
    remove(STORAGE_KEYS.authToken);
    return null;
  }
}

/** Ends the session on the server; the browser forgets it even if the server cannot be told. */
export async function signOut(): Promise<void> {
  const token = storedToken();
  remove(STORAGE_KEYS.authToken);
  if (!token) return;
  await apiRequest('/api/auth/logout', { method: 'POST', token }).catch((error: unknown) => {
    console.error('Logout could not reach the server', error);
  });
}

const USER_SESSION_KEY = ['user-session'] as const;

// Checked once per visit of the survey: the token changes only by signing in or out here.
export const userSessionQueryOptions = queryOptions({
  queryKey: USER_SESSION_KEY,
  queryFn: ({ signal }) => restoreSession(signal),
  staleTime: Infinity,
});

/** The signed-in respondent, once the stored token has been checked (`loading` until then). */
export function useUserSession() {
  const queryClient = useQueryClient();
  const { data, isPending } = useQuery(userSessionQueryOptions);
  const logout = useCallback(async () => {
    await signOut();
    // What was fetched for the account (its history) is not the next person's to see.
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== USER_SESSION_KEY[0] });
    queryClient.setQueryData(USER_SESSION_KEY, null);
  }, [queryClient]);
  return { user: data ?? null, loading: isPending, logout };
}
