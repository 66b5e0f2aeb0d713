import type { Role } from '@prca/core';
import { afterAll, beforeAll, expect } from 'vitest';
import { signInAdmin } from './admins';
import { createTestApp, type TestApp } from './app';
import type { BackendName } from './environment';
import { getAsAdmin } from './stored-responses';

/**
 * For one describe block: the real app on a fresh database of `backend`, with an admin of
 * `role` signed in, made before its tests and closed after them. Read `t` and `token` inside
 * the tests (they are set once the block's beforeAll has run).
 */
export function signedInAdminApp(backend: BackendName, role: Role): { t: TestApp; token: string } {
  const admin = {} as { t: TestApp; token: string };
  beforeAll(async () => {
    admin.t = await createTestApp(backend);
    admin.token = await signInAdmin(admin.t, role);
  });
  afterAll(() => admin.t?.close());
  return admin;
}

/** GET /api/admin/analytics/<path> as the admin of `signedInAdminApp`: its data, once it is a 200. */
export async function analyticsData(admin: { t: TestApp; token: string }, path: string) {
  const { status, body } = await getAsAdmin(admin.t, admin.token, `/api/admin/analytics/${path}`);
  expect(status, JSON.stringify(body)).toBe(200);
  expect(body.success).toBe(true);
  return body.data;
}
