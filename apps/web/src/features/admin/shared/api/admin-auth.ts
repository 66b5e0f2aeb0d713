import {
  adminLoginResultSchema,
  signedInAdminSchema,
  type AdminCredentials,
  type AdminLoginResult,
} from '@prca/core';
import { ApiRequestError, apiRequest } from '../../../../lib/api-client';
import { STORAGE_KEYS, readText, remove, writeText } from '../../../../lib/storage';

export type { AdminCredentials };

/** A signed-in administrator and the bearer token of that session. */
export type AdminSignIn = AdminLoginResult;

/**
 * Why a login did not succeed: `invalid` is a wrong username or password (401), `throttled`
 * too many failures (429, with the server's message), `failed` anything else.
 */
export type LoginFailure =
  { reason: 'invalid' } | { reason: 'throttled'; message: string | null } | { reason: 'failed' };

export type LoginOutcome = ({ ok: true } & AdminSignIn) | ({ ok: false } & LoginFailure);

export function storedAdminToken(): string | null {
  return readText(STORAGE_KEYS.adminToken);
}

/**
 * SPEC.md section 4: a stored token is checked with the server; anything but success (an
 * error answer, `success: false`, no answer, an unexpected shape) removes it silently.
 */
export async function restoreAdminSession(): Promise<AdminSignIn | null> {
  const token = storedAdminToken();
  if (!token) return null;
  try {
    const admin = signedInAdminSchema.parse(await apiRequest('/api/admin/auth/me', { token }));
    return { admin, token };
  } catch (error) {
    console.error('Stored admin sign-in is no longer valid', error);
    remove(STORAGE_KEYS.adminToken);
    return null;
  }
}

/** Signs in and keeps the returned token; a failure is logged and described, never thrown. */
export async function signInAdmin(
  credentials: AdminCredentials,
  locale?: string,
): Promise<LoginOutcome> {
  try {
    const data = await apiRequest('/api/admin/auth/login', {
      method: 'POST',
      body: credentials,
      ...(locale ? { locale } : {}),
    });
    const { admin, token } = adminLoginResultSchema.parse(data);
    writeText(STORAGE_KEYS.adminToken, token);
    return { ok: true, admin, token };
  } catch (error) {
    console.error('Admin login failed', error instanceof Error ? error.message : error);
    return { ok: false, ...describeLoginFailure(error) };
  }
}

function describeLoginFailure(error: unknown): LoginFailure {
  if (!(error instanceof ApiRequestError)) return { reason: 'failed' };
  if (error.status === 401) return { reason: 'invalid' };
  if (error.status === 429) {
    // apiRequest falls back to 'HTTP error! status: 429' when the body has no message.
    const fromServer = !error.message.startsWith('HTTP error!');
    return { reason: 'throttled', message: fromServer ? error.message : null };
  }
  return { reason: 'failed' };
}

/** Ends the session on the server; the browser forgets the token even if that call fails. */
export async function signOutAdmin(token: string | null): Promise<void> {
  remove(STORAGE_KEYS.adminToken);
  if (!token) return;
  await apiRequest('/api/admin/auth/logout', { method: 'POST', token }).catch((error: unknown) => {
    console.error('Admin logout could not reach the server', error);
  });
}

/** Forgets the token locally only: the server has already said it is no longer valid. */
export function forgetAdminToken(): void {
  remove(STORAGE_KEYS.adminToken);
}
