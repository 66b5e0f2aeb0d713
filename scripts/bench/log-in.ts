import { BENCH_ADMIN, type RunningServer } from './server';

/** Signs the bench's admin in and returns the bearer token for the admin endpoints. */
export async function logIn(server: RunningServer, credentials = BENCH_ADMIN): Promise<string> {
  const response = await fetch(`${server.baseUrl}/api/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  const body = (await response.json()) as { data?: { token?: string }; message?: string };
  if (!response.ok || !body.data?.token) {
    throw new Error(
      `admin login failed (${response.status} ${body.message ?? ''}); a database kept from ` +
        'another setup may hold a different admin: run with --fresh',
    );
  }
  return body.data.token;
}
