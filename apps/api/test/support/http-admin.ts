import { TEST_ADMIN_PASSWORD } from './server-process';

/** A reply of the API: its status and the JSON body (`data` on success). */
export interface Reply {
  status: number;
  body: { success?: boolean; data?: unknown; message?: string };
}

/** An admin session on a running server, spoken to over HTTP as the web app does. */
export interface HttpAdmin {
  get(path: string): Promise<Reply>;
  send(method: 'POST' | 'PUT', path: string, body: unknown): Promise<Reply>;
  token: string;
}

export async function loginOver(
  baseUrl: string,
  username = 'admin',
  password = TEST_ADMIN_PASSWORD,
): Promise<{ status: number; token?: string }> {
  const response = await fetch(`${baseUrl}/api/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const body = (await response.json()) as { data?: { token: string } };
  return { status: response.status, token: body.data?.token };
}

/** Signs in (the first admin by default) and returns helpers that carry the token. */
export async function httpAdmin(
  baseUrl: string,
  username = 'admin',
  password = TEST_ADMIN_PASSWORD,
): Promise<HttpAdmin> {
  const { status, token } = await loginOver(baseUrl, username, password);
  if (status !== 200 || !token) throw new Error(`login as ${username} answered ${status}`);
  return adminWithToken(baseUrl, token);
}

export function adminWithToken(baseUrl: string, token: string): HttpAdmin {
  const headers = { authorization: `Bearer ${token}` };
  return {
    token,
    async get(path) {
      const response = await fetch(`${baseUrl}${path}`, { headers });
      return { status: response.status, body: (await response.json()) as Reply['body'] };
    },
    async send(method, path, body) {
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as Reply['body'] };
    },
  };
}

/** Every response id the admin list holds, page by page. */
export async function allResponseIds(admin: HttpAdmin): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ; page += 1) {
    const { body } = await admin.get(`/api/admin/surveys?limit=100&page=${page}`);
    const { surveys } = body.data as { surveys: { id: string }[] };
    ids.push(...surveys.map((survey) => survey.id));
    if (surveys.length < 100) return ids;
  }
}
