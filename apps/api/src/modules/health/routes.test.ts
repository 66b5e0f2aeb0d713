import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/app';
import { BACKENDS } from '../../../test/support/environment';

describe.each(BACKENDS)('GET /api/health on the %s database', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.app.close());

  it('is 200 and names the database while the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { status: 'ok', database: backend } });
  });

  it('is 503 with a readable message once the database is gone', async () => {
    await t.database.close();
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-language': 'vi' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      success: false,
      message: 'Hiện không thể kết nối cơ sở dữ liệu. Vui lòng thử lại sau ít phút.',
    });
  });
});
