import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/app';

describe('requests from other origins', () => {
  let listed: TestApp;
  let sameOriginOnly: TestApp;
  beforeAll(async () => {
    listed = await createTestApp('embedded', { WEB_ORIGIN: ['https://survey.example.edu.vn'] });
    sameOriginOnly = await createTestApp('embedded');
  });
  afterAll(async () => {
    await listed.close();
    await sameOriginOnly.close();
  });

  const preflight = (t: TestApp, origin: string) =>
    t.app.inject({
      method: 'OPTIONS',
      url: '/api/surveys',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });

  it('allows a listed web origin', async () => {
    const response = await preflight(listed, 'https://survey.example.edu.vn');
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('https://survey.example.edu.vn');
    expect(response.headers['access-control-allow-credentials']).toBe('true');
  });

  it('never reflects an origin that is not listed, in a preflight or a simple request', async () => {
    const unlisted = [
      'https://evil.example',
      'https://survey.example.edu.vn.evil.example',
      'http://survey.example.edu.vn',
      'null',
    ];
    for (const origin of unlisted) {
      const preflighted = await preflight(listed, origin);
      const simple = await listed.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { origin },
      });
      for (const response of [preflighted, simple]) {
        expect(response.headers['access-control-allow-origin'], origin).toBeUndefined();
        expect(response.headers['access-control-allow-credentials'], origin).toBeUndefined();
      }
    }
  });

  it('sends no CORS headers when no web origin is configured', async () => {
    const response = await sameOriginOnly.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://survey.example.edu.vn' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});
