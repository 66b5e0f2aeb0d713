import { describe, expect, it } from 'vitest';
import { signedInAdminApp } from '../../../test/support/admin-app';
import { BACKENDS } from '../../../test/support/environment';

// Found by the endpoint fuzzer (test/fuzz): these reached PostgreSQL and failed there (500, or a
// CSV download cut off after its headers) instead of being refused.
describe.each(BACKENDS)(
  'response filters the database cannot use, on the %s database',
  (backend) => {
    const admin = signedInAdminApp(backend, 'superadmin');

    const get = (url: string) =>
      admin.t.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${admin.token}` },
      });

    it.each([
      '/api/admin/surveys?from=0000-01-01',
      '/api/admin/surveys?to=0000-12-31',
      '/api/admin/surveys/export?format=csv&from=0000-01-01',
      '/api/admin/surveys/export?format=json&to=9999-12-31',
    ])('refuses a day PostgreSQL has no date for: %s', async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message: expect.any(String) });
    });

    it('refuses an e-mail filter, which no longer exists (issue 27), even holding a NUL character', async () => {
      const response = await get('/api/admin/surveys?email=lan%00anh');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        field: 'email',
        message: expect.stringContaining('"email"'),
      });
    });
  },
);
