import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/app';

/** Addresses the router refuses before any route runs still get the API's error shape. */
describe('refusals of the router itself', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('embedded');
  });
  afterAll(() => t.close());

  it('answers a broken percent-encoding with a 400 a person can read, in their language', async () => {
    const reply = await t.app.inject({
      method: 'GET',
      url: '/api/admin/surveys/%E0%A4%A',
      headers: { 'accept-language': 'vi' },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({
      success: false,
      message: 'Địa chỉ không hợp lệ: hãy kiểm tra các kí tự % trong địa chỉ.',
    });
  });

  it('answers an address part too long to be an id with a 414 in the same shape', async () => {
    const reply = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${'a'.repeat(201)}`,
      headers: { 'accept-language': 'en' },
    });
    expect(reply.statusCode).toBe(414);
    expect(reply.json()).toEqual({
      success: false,
      message: 'The id in the address is not valid.',
    });
  });
});
