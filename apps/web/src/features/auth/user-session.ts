// Types only: the contracts are checked on the server; nothing of zod is bundled from here.
import type { TicketExchange, TicketExchangeResult, UserProfile } from '@prca/core';
import { apiRequest } from '../../lib/api-client';
import { STORAGE_KEYS, readText, remove, writeText } from '../../lib/storage';

/** A respondent signed in with an identity provider (SPEC.md section 3, "User"). */
export type SignedInUser = UserProfile;

export function storedToken(): string | null {
  return readText(STORAGE_KEYS.authToken);
}

/**
 * SPEC.md section 4: a stored token is checked with the server; anything but success removes
 * it silently and leaves the visitor anonymous.
 */
export async function restoreSession(): Promise<SignedInUser | null> {
  const token = storedToken();
  if (!token) return null;
  try {
    return await apiRequest<SignedInUser>('/api/auth/me', { token });
  } catch (error) {
    console.error('Stored sign-in is no longer valid', error);
    remove(STORAGE_KEYS.authToken);
    return null;
  }
}

/** Turns the single-use ticket of the sign-in callback into a session token, kept here. */
export async function exchangeTicket(ticket: string): Promise<SignedInUser> {
  const body: TicketExchange = { ticket };
  const { token, user } = await apiRequest<TicketExchangeResult>('/api/auth/exchange', {
    method: 'POST',
    body,
  });
  writeText(STORAGE_KEYS.authToken, token);
  return user;
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
