import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/app';
import { startOidcProvider, type TestOidcProvider } from '../../../test/support/oidc-provider';

const PUBLIC_URL = 'https://app.test';

describe('provider sign-in switched off (no OIDC_CLIENT_ID)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('embedded');
  });
  afterAll(() => t.close());

  it('says provider sign-in is off, so the web app hides its button', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/status' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: { providerSignIn: false, authenticated: false },
    });
  });

  it('answers the sign-in address with 404 and a message in the reader’s language', async () => {
    const english = await t.app.inject({ method: 'GET', url: '/api/auth/google' });
    expect(english.statusCode).toBe(404);
    expect(english.headers['set-cookie']).toBeUndefined();
    expect(english.json()).toEqual({
      success: false,
      message: 'Sign-in with a provider account (such as Google) is not enabled on this server.',
    });
    const vietnamese = await t.app.inject({
      method: 'GET',
      url: '/api/auth/google',
      headers: { 'accept-language': 'vi-VN,vi;q=0.9' },
    });
    expect(vietnamese.json().message).toBe(
      'Máy chủ này chưa bật tính năng đăng nhập bằng tài khoản bên ngoài (như Google).',
    );
  });

  it('still answers an exchange with 401, a logout with success', async () => {
    const exchange = await t.app.inject({
      method: 'POST',
      url: '/api/auth/exchange',
      payload: { ticket: 'A'.repeat(43) },
    });
    expect(exchange.statusCode).toBe(401);
    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(logout.json()).toEqual({ success: true });
  });

  it('answers a malformed exchange with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/exchange',
      payload: { ticket: 42 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
  });
});

describe('provider sign-in when the provider cannot be used', () => {
  let provider: TestOidcProvider;
  beforeAll(async () => {
    provider = await startOidcProvider({
      redirectUri: `${PUBLIC_URL}/api/auth/google/callback`,
      accounts: [{ sub: 's', email: 'e@example.com', name: 'N', picture: 'https://p.example/p' }],
    });
  });
  afterAll(() => provider.close());

  async function startWith(overrides: Parameters<typeof createTestApp>[1]) {
    const t = await createTestApp('embedded', {
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      PUBLIC_URL,
      ...overrides,
    });
    try {
      return await t.app.inject({ method: 'GET', url: '/api/auth/google' });
    } finally {
      await t.close();
    }
  }

  it('sends the browser back with an error when the provider does not answer', async () => {
    const response = await startWith({ OIDC_ISSUER: 'http://127.0.0.1:9' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(
      `${PUBLIC_URL}/auth/callback?error=provider_unavailable`,
    );
  });

  it('refuses a plain-http provider in production', async () => {
    const response = await startWith({ OIDC_ISSUER: provider.issuer, NODE_ENV: 'production' });
    expect(response.headers.location).toBe(
      `${PUBLIC_URL}/auth/callback?error=provider_unavailable`,
    );
  });

  it('marks the browser-binding cookie Secure when the public address is https', async () => {
    const response = await startWith({ OIDC_ISSUER: provider.issuer });
    expect(response.statusCode).toBe(302);
    expect(String(response.headers.location).startsWith(`${provider.issuer}/`)).toBe(true);
    expect(String(response.headers['set-cookie'])).toMatch(/; Secure$/);
  });
});
