import { describe, expect, it } from 'vitest';
import { signedInAdminApp } from '../../../test/support/admin-app';
import { BACKENDS } from '../../../test/support/environment';
import { asAdmin } from '../../../test/support/study';

/*
 * Every date a request carries follows core's calendarDate (issue 29): a day no database or
 * calendar holds is a 400 naming the field, never a 500 from the database.
 */
describe.each(BACKENDS)('dates out of range on the %s database', (backend) => {
  const admin = signedInAdminApp(backend, 'superadmin');

  it.each([
    ['opensOn', '0000-01-01'],
    ['opensOn', '-0001-01-01'],
    ['closesOn', '99999-01-01'],
    ['closesOn', '2025-02-30'],
  ])('refuses a wave whose %s is %s, naming the field', async (field, value) => {
    const created = await asAdmin(admin.t, admin.token, 'POST', '/api/admin/waves', {
      name: 'Đợt 1',
      [field]: value,
    });
    expect(created.status).toBe(400);
    expect(created.body).toMatchObject({ success: false, field, message: expect.any(String) });
  });

  it('refuses such a day on a wave that exists, and keeps its dates', async () => {
    const wave = (
      await asAdmin(admin.t, admin.token, 'POST', '/api/admin/waves', {
        name: 'Đợt 2',
        opensOn: '2026-09-05',
      })
    ).body.data;
    const updated = await asAdmin(admin.t, admin.token, 'PUT', `/api/admin/waves/${wave.id}`, {
      name: 'Đợt 2',
      opensOn: '0000-01-01',
    });
    expect(updated.status).toBe(400);
    expect(updated.body).toMatchObject({ field: 'opensOn' });
    const listed = await asAdmin(admin.t, admin.token, 'GET', '/api/admin/waves');
    expect(listed.body.data.find((each: { id: string }) => each.id === wave.id).opensOn).toBe(
      '2026-09-05',
    );
  });

  it.each([
    ['/api/admin/analytics/overview?from=0000-01-01', 'from'],
    ['/api/admin/analytics/overview?to=2025-02-30', 'to'],
    ['/api/admin/surveys?from=0000-01-01', 'from'],
    ['/api/admin/analytics/trends?startDate=0000-01-01', 'startDate'],
    ['/api/admin/analytics/trends?endDate=99999-01-01', 'endDate'],
  ])('refuses %s, naming %s', async (url, field) => {
    const response = await asAdmin(admin.t, admin.token, 'GET', url);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, field });
  });
});
