import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/app';

describe('GET /api/auth/status', () => {
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
});
