import { describe, expect, it } from 'vitest';
import { signedInAdminApp } from '../../../test/support/admin-app';
import { BACKENDS } from '../../../test/support/environment';

// Found by the endpoint fuzzer (test/fuzz): JSON can carry a NUL character or half of a UTF-16
// pair, which PostgreSQL's jsonb refuses; the settings answered 500.
describe.each(BACKENDS)(
  'a contact note the database cannot keep, on the %s database',
  (backend) => {
    const admin = signedInAdminApp(backend, 'superadmin');

    it.each([
      ['a NUL character', 'Liên hệ\u0000cô Lan'],
      ['a lone surrogate', 'Liên hệ \uD83D'],
    ])('is refused when it holds %s, and the note stays as it was', async (_, contactNote) => {
      const headers = {
        authorization: `Bearer ${admin.token}`,
        'content-type': 'application/json',
      };
      const response = await admin.t.app.inject({
        method: 'PUT',
        url: '/api/admin/settings',
        headers,
        payload: JSON.stringify({ contactNote }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, field: 'contactNote' });
      const settings = await admin.t.app.inject({ method: 'GET', url: '/api/settings/public' });
      expect(settings.json().data.contactNote).toBe('');
    });
  },
);
