import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/app';

describe('rate limit per client address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('embedded', { RATE_LIMIT_PER_MINUTE: 5 });
  });
  afterAll(() => t.close());

  it('answers 429 with a readable message past the limit, per address', async () => {
    const ask = (remoteAddress: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/health',
        remoteAddress,
        headers: { 'accept-language': 'vi' },
      });
    for (let i = 0; i < 5; i += 1) expect((await ask('10.0.0.1')).statusCode).toBe(200);
    const limited = await ask('10.0.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      success: false,
      message: 'Có quá nhiều yêu cầu từ mạng của bạn. Vui lòng đợi một phút rồi thử lại.',
    });
    expect((await ask('10.0.0.2')).statusCode).toBe(200);
  });
});
