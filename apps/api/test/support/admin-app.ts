import type { Role } from '@prca/core';
import { afterAll, beforeAll } from 'vitest';
import { signInAdmin } from './admins';
import { createTestApp, type TestApp } from './app';
import type { BackendName } from './environment';

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
