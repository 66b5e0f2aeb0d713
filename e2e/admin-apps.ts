import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { adminToken, openIn, signInWithPassword, type Language } from './support';

/**
 * The admin side of any of the test apps (e2e/sign-in-servers.ts): `base` is its origin, '' for
 * the app of the spec's baseURL.
 */
export interface AdminApp {
  base: string;
  headers: { authorization: string };
}

/** The superadmin of the app at `base`, signed in through its API (`adminToken`). */
export async function signInTo(request: APIRequestContext, base = ''): Promise<AdminApp> {
  return { base, headers: { authorization: `Bearer ${await adminToken(request, base)}` } };
}

/** Signs in as `credentials` on the app at `base` (an account made by the test). */
export async function signInAs(
  request: APIRequestContext,
  base: string,
  credentials: { username: string; password: string },
): Promise<AdminApp> {
  const token = await signInWithPassword(request, base, credentials);
  return { base, headers: { authorization: `Bearer ${token}` } };
}

/** Opens an admin screen of `app` already signed in (the login has its own tests). */
export async function openAdmin(page: Page, language: Language, app: AdminApp, path: string) {
  const token = app.headers.authorization.slice('Bearer '.length);
  await page.addInitScript((value) => window.localStorage.setItem('admin_token', value), token);
  await openIn(page, language, `${app.base}${path}`);
}

/** A reply's `data`, typed by the tests that read it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON, checked by the tests
type Data = any;

/** `data` of a GET of the app's API. */
export async function getData(
  request: APIRequestContext,
  app: AdminApp,
  path: string,
): Promise<Data> {
  const response = await request.get(`${app.base}${path}`, { headers: app.headers });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return (await response.json()).data;
}

/** `data` of a POST, PUT or DELETE of the app's API, which must succeed. */
export async function send(
  request: APIRequestContext,
  app: AdminApp,
  method: 'post' | 'put' | 'delete',
  path: string,
  data?: object,
): Promise<Data> {
  const response = await request[method](`${app.base}${path}`, {
    headers: app.headers,
    ...(data ? { data } : {}),
  });
  const body = await response.text();
  expect(response.ok(), `${method} ${path}: ${body}`).toBe(true);
  return body ? JSON.parse(body).data : undefined;
}

/** A school, a wave and classes of it (names stamped so that runs never meet). */
export async function buildClasses(
  request: APIRequestContext,
  app: AdminApp,
  { school, wave, classes }: { school: string; wave: string; classes: string[] },
) {
  const madeSchool = await send(request, app, 'post', '/api/admin/schools', { name: school });
  const madeWave = await send(request, app, 'post', '/api/admin/waves', { name: wave });
  const made: { id: string; name: string; code: string }[] = await send(
    request,
    app,
    'post',
    '/api/admin/classes/bulk',
    {
      schoolId: madeSchool.id,
      waveId: madeWave.id,
      classes: classes.map((name) => ({ name, grade: `grade${name.slice(0, 2)}` })),
    },
  );
  return { school: madeSchool, wave: madeWave, classes: made };
}
