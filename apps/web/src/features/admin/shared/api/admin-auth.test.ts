import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { restoreAdminSession, signInAdmin, signOutAdmin, storedAdminToken } from './admin-auth';

const ADMIN = {
  id: '3f2b8c1e-7d4a-4c1b-9a6e-2b5d8f0c1a23',
  username: 'admin',
  role: 'superadmin',
  permissions: ['view_analytics', 'export_data'],
  scope: null,
  timeZone: 'Asia/Ho_Chi_Minh',
};

function answer(status: number, body: unknown) {
  return Promise.resolve(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    }),
  );
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  const values = new Map<string, string>();
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => values.set(key, value),
      removeItem: (key: string) => values.delete(key),
    },
  });
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  fetchMock.mockReset();
});

describe('restoreAdminSession', () => {
  it('is anonymous without asking the server when no token is stored', async () => {
    expect(await restoreAdminSession()).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks the stored token with the bearer header and keeps it when the server agrees', async () => {
    window.localStorage.setItem('admin_token', 'good');
    fetchMock.mockReturnValueOnce(answer(200, { success: true, data: ADMIN }));
    expect(await restoreAdminSession()).toEqual({ admin: ADMIN, token: 'good' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/admin/auth/me');
    expect((init?.headers as Record<string, string>).authorization).toBe('Bearer good');
    expect(storedAdminToken()).toBe('good');
  });

  it.each([
    ['a 401', () => answer(401, { success: false, message: 'Unauthorized' })],
    ['success false', () => answer(200, { success: false, message: 'no' })],
    ['no answer', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['an unexpected shape', () => answer(200, { success: true, data: { username: 'x' } })],
  ])('removes the token and stays anonymous after %s', async (_, reply) => {
    window.localStorage.setItem('admin_token', 'stale');
    fetchMock.mockImplementationOnce(reply);
    expect(await restoreAdminSession()).toBeNull();
    expect(storedAdminToken()).toBeNull();
  });
});

describe('signInAdmin', () => {
  const credentials = { username: 'admin', password: 'secret' };

  it('stores the returned token on success', async () => {
    fetchMock.mockReturnValueOnce(
      answer(200, { success: true, data: { admin: ADMIN, token: 't0k' }, message: 'ok' }),
    );
    expect(await signInAdmin(credentials)).toEqual({ ok: true, admin: ADMIN, token: 't0k' });
    expect(storedAdminToken()).toBe('t0k');
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual(credentials);
  });

  it('tells a wrong password, throttling (with the server message) and other failures apart', async () => {
    fetchMock.mockReturnValueOnce(
      answer(401, { success: false, message: 'Invalid username or password' }),
    );
    expect(await signInAdmin(credentials)).toEqual({ ok: false, reason: 'invalid' });

    fetchMock.mockReturnValueOnce(answer(429, { success: false, message: 'Wait 15 minutes' }));
    expect(await signInAdmin(credentials)).toEqual({
      ok: false,
      reason: 'throttled',
      message: 'Wait 15 minutes',
    });

    fetchMock.mockReturnValueOnce(answer(429, {}));
    expect(await signInAdmin(credentials)).toEqual({
      ok: false,
      reason: 'throttled',
      message: null,
    });

    fetchMock.mockReturnValueOnce(answer(500, { success: false, message: 'boom' }));
    expect(await signInAdmin(credentials)).toEqual({ ok: false, reason: 'failed' });

    fetchMock.mockReturnValueOnce(Promise.reject(new TypeError('Failed to fetch')));
    expect(await signInAdmin(credentials)).toEqual({ ok: false, reason: 'failed' });
    expect(storedAdminToken()).toBeNull();
  });
});

describe('signOutAdmin', () => {
  it('forgets the token even when the server cannot be told', async () => {
    window.localStorage.setItem('admin_token', 'bye');
    fetchMock.mockReturnValueOnce(Promise.reject(new TypeError('Failed to fetch')));
    await signOutAdmin('bye');
    expect(storedAdminToken()).toBeNull();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/admin/auth/logout');
  });
});
