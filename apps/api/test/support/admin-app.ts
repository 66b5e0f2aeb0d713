import type { AdminSettings, ClassReport, Role } from '@prca/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { admins } from '../../src/db/schema';
import { signInAdmin } from './admins';
import { asAdmin } from './study';
import { createTestApp, type TestApp } from './app';
import type { BackendName } from './environment';
import { getAsAdmin } from './stored-responses';

/** What `signedInAdminApp` gives a describe block: the app, the admin's bearer token and id. */
export interface SignedInAdmin {
  t: TestApp;
  token: string;
  id: string;
}

/**
 * For one describe block: the real app on a fresh database of `backend`, with an admin of
 * `role` signed in (named after the role unless `username` is given), made before its tests
 * and closed after them. Read its fields inside the tests (they are set once the block's
 * beforeAll has run).
 */
export function signedInAdminApp(
  backend: BackendName,
  role: Role,
  username: string = role,
): SignedInAdmin {
  const admin = {} as SignedInAdmin;
  beforeAll(async () => {
    admin.t = await createTestApp(backend);
    admin.token = await signInAdmin(admin.t, role, username);
    const [account] = await admin.t.database.db
      .select({ id: admins.id })
      .from(admins)
      .where(eq(admins.username, username));
    admin.id = account!.id;
  });
  afterAll(() => admin.t?.close());
  return admin;
}

/** The analytics tabs whose figures keep running totals (issue 16's kept cells). */
export const KEPT_FIGURE_TABS = [
  'overview',
  'prca24',
  'reliability',
  'sectionb',
  'other-causes',
] as const;

/** GET /api/admin/analytics/<path> as the admin of `signedInAdminApp`: its data, once it is a 200. */
export async function analyticsData(admin: { t: TestApp; token: string }, path: string) {
  const { status, body } = await getAsAdmin(admin.t, admin.token, `/api/admin/analytics/${path}`);
  expect(status, JSON.stringify(body)).toBe(200);
  expect(body.success).toBe(true);
  return body.data;
}

/** GET /api/admin/surveys/<id> as the admin of `signedInAdminApp`: one response's detail. */
export async function responseDetail(admin: { t: TestApp; token: string }, id: string) {
  const { status, body } = await getAsAdmin(admin.t, admin.token, `/api/admin/surveys/${id}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data as {
    flags: Record<string, unknown> & { speeding: boolean; speedingLimitSeconds: number };
    qualityOverride: unknown;
  };
}

/** PUT /api/admin/settings as the admin of `signedInAdminApp`, once it is a 200. */
export async function putSettings(
  admin: { t: TestApp; token: string },
  settings: Partial<AdminSettings>,
): Promise<void> {
  const { status, body } = await asAdmin(
    admin.t,
    admin.token,
    'PUT',
    '/api/admin/settings',
    settings,
  );
  expect(status, JSON.stringify(body)).toBe(200);
}

/** GET /api/admin/reports/class?<query> as the admin of `token` (the app's admin unless given). */
export async function classReport(
  admin: { t: TestApp; token: string },
  query: string,
  token = admin.token,
): Promise<ClassReport> {
  const { status, body } = await asAdmin(
    admin.t,
    token,
    'GET',
    `/api/admin/reports/class?${query}`,
  );
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data;
}
