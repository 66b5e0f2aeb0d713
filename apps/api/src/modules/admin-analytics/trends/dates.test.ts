import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin } from '../../../../test/support/admins';
import { createTestApp, type TestApp } from '../../../../test/support/app';
import { BACKENDS } from '../../../../test/support/environment';

// Found by the endpoint fuzzer (test/fuzz): year 0 failed in PostgreSQL, and a range in
// December 9999 listed months into year 10000 until the reply broke its schema (both 500).
describe.each(BACKENDS)('trends for days outside the calendar, on the %s database', (backend) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    token = await signInAdmin(t);
  });
  afterAll(() => t.close());

  it.each([
    'from=0000-01-01&to=0000-01-02',
    'to=0000-01-07',
    'from=9999-12-30&to=9999-12-31',
    // The specification's names for the same range.
    'startDate=0000-01-01&endDate=0000-01-02',
    'endDate=0000-01-07',
    'startDate=9999-12-30&endDate=9999-12-31',
  ])('answers %s with 400 and the date message', async (query) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/analytics/trends?${query}`,
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'vi' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: expect.any(String) });
  });

  it.each(['from=9998-12-30&to=9998-12-31', 'startDate=9998-12-30&endDate=9998-12-31'])(
    'still lists the last days of year 9998 (%s)',
    async (query) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/admin/analytics/trends?${query}`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.dailyResponses).toHaveLength(2);
    },
  );
});
