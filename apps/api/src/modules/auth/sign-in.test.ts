import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, signInAttempts, signInTickets, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/support/app';
import { BACKENDS } from '../../../test/support/environment';
import {
  startOidcProvider,
  type SignInAtProvider,
  type TestAccount,
  type TestOidcProvider,
  signInWith,
} from '../../../test/support/oidc-provider';
import { hashToken } from './tokens';

// The API is exercised with inject, so the public address only has to be the one the provider
// sends browsers back to.
const PUBLIC_URL = 'http://app.test';
const REDIRECT_URI = `${PUBLIC_URL}/api/auth/google/callback`;
const WEB_CALLBACK = `${PUBLIC_URL}/auth/callback`;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const ALICE: TestAccount = {
  sub: 'alice-0001',
  email: 'alice@example.edu.vn',
  name: 'Nguyễn Thị An',
  picture: 'https://pictures.example/alice.png',
};
const BINH: TestAccount = {
  sub: 'binh-0002',
  email: 'binh@example.edu.vn',
  name: 'Trần Văn Bình',
  picture: 'https://pictures.example/binh.png',
};

describe.each(BACKENDS)('provider sign-in on the %s database', (backend) => {
  let provider: TestOidcProvider;
  let t: TestApp;
  beforeAll(async () => {
    provider = await startOidcProvider({ redirectUri: REDIRECT_URI, accounts: [ALICE, BINH] });
    t = await createTestApp(backend, { ...signInWith(provider), PUBLIC_URL });
  });
  afterAll(async () => {
    await t?.close();
    await provider?.close();
  });

  const db = () => t.database.db;

  /** GET /api/auth/google: the provider's address and the browser-binding cookie. */
  async function start() {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/google' });
    expect(response.statusCode).toBe(302);
    const setCookie = String(response.headers['set-cookie']);
    return {
      response,
      authorizationUrl: String(response.headers.location),
      cookie: setCookie.split(';')[0]!,
      setCookie,
    };
  }

  function callback(query: string, cookie?: string) {
    return t.app.inject({
      method: 'GET',
      url: `/api/auth/google/callback?${query}`,
      headers: cookie ? { cookie } : {},
    });
  }

  /** Start, the provider's pages, and the callback query the provider sent the browser back with. */
  async function throughProvider(options?: SignInAtProvider) {
    const started = await start();
    const walk = await provider.signIn(started.authorizationUrl, options);
    expect(walk.returnUrl.href.startsWith(`${REDIRECT_URI}?`)).toBe(true);
    return { ...started, walk, query: walk.returnUrl.search.slice(1) };
  }

  /** The whole sign-in up to the web app's /auth/callback: its address and the ticket in it. */
  async function signIn(options?: SignInAtProvider) {
    const before = await throughProvider(options);
    const response = await callback(before.query, before.cookie);
    expect(response.statusCode).toBe(302);
    const location = new URL(String(response.headers.location));
    const ticket = location.searchParams.get('token');
    return { ...before, startResponse: before.response, response, location, ticket };
  }

  const exchange = (ticket: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/auth/exchange', payload: { ticket }, headers });

  async function sessionToken(options?: SignInAtProvider) {
    const { ticket } = await signIn(options);
    const response = await exchange(ticket);
    expect(response.statusCode).toBe(200);
    return response.json().data.token as string;
  }

  const me = (token?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  const count = async (
    table: typeof signInTickets | typeof signInAttempts | typeof users | typeof sessions,
  ) =>
    (
      await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(table)
    )[0]!.n;

  it('starts with an authorization request that uses PKCE, state and nonce and binds the browser', async () => {
    const { response, authorizationUrl, setCookie } = await start();
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    const url = new URL(authorizationUrl);
    expect(url.origin).toBe(provider.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: provider.clientId,
      response_type: 'code',
      // The name and picture, never the e-mail address (issue 27).
      scope: 'openid profile',
      redirect_uri: REDIRECT_URI,
      code_challenge_method: 'S256',
      state: expect.any(String),
      nonce: expect.any(String),
      code_challenge: expect.any(String),
    });
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Path=\/api\/auth(;|$)/);
    expect(setCookie).not.toMatch(/Secure/);

    const [attempt] = await db()
      .select()
      .from(signInAttempts)
      .where(eq(signInAttempts.state, url.searchParams.get('state')!));
    const binding = setCookie.split(';')[0]!.split('=')[1]!;
    expect(attempt?.browserBindingHash).toBe(hashToken(binding));
    expect(attempt?.codeVerifier).not.toBe(url.searchParams.get('code_challenge'));
    const minutesLeft = (attempt!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(9);
    expect(minutesLeft).toBeLessThanOrEqual(10);
  });

  it('signs a respondent in: ticket, exchange, and a session that /api/auth/me accepts', async () => {
    const { response, location, ticket } = await signIn({ account: ALICE.sub });
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(String(response.headers['set-cookie'])).toMatch(/Max-Age=0/);
    expect(`${location.origin}${location.pathname}`).toBe(WEB_CALLBACK);
    expect([...location.searchParams.keys()]).toEqual(['token']);
    expect(ticket).toMatch(TOKEN_PATTERN);

    const exchanged = await exchange(ticket);
    expect(exchanged.statusCode).toBe(200);
    const { token, user } = exchanged.json().data;
    const profile = { id: user.id, name: ALICE.name, profilePicture: ALICE.picture };
    expect(user).toEqual(profile);
    expect(exchanged.body).not.toContain(ALICE.email);
    expect(token).toMatch(TOKEN_PATTERN);
    expect(token).not.toBe(ticket);

    const current = await me(token);
    expect(current.statusCode).toBe(200);
    expect(current.json()).toEqual({ success: true, data: profile });
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/auth/status',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(status.json().data).toEqual({ providerSignIn: true, authenticated: true });

    // Only hashes are stored, and the account is keyed by the provider's issuer and subject.
    const [session] = await db()
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(session).toMatchObject({ kind: 'user', adminId: null });
    const days = (session!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    const [stored] = await db().select().from(users).where(eq(users.id, session!.userId!));
    expect(stored).toMatchObject({
      id: user.id,
      issuer: provider.issuer,
      subject: ALICE.sub,
      name: ALICE.name,
      pictureUrl: ALICE.picture,
    });
    // The account keeps the provider's subject, name and picture; the address is not asked for.
    expect(JSON.stringify(stored)).not.toContain(ALICE.email);
  });

  it('never puts a token in a Location header other than the single-use ticket', async () => {
    const { startResponse, walk, response, ticket } = await signIn();
    const token = (await exchange(ticket)).json().data.token as string;
    const locations = [
      String(startResponse.headers.location),
      ...walk.locations,
      String(response.headers.location),
    ];
    for (const location of locations) expect(location).not.toContain(token);
    // Our own redirects carry neither the provider's code nor any of its tokens.
    const ours = [String(startResponse.headers.location), String(response.headers.location)];
    expect(
      ours.filter((location) => /[?&](token|code|access_token|id_token)=/.test(location)),
    ).toEqual([`${WEB_CALLBACK}?token=${ticket}`]);
  });

  it('updates the stored profile when the same account signs in again', async () => {
    await sessionToken({ account: BINH.sub });
    provider.updateAccount(BINH.sub, {
      name: 'Trần Bình',
      picture: 'https://pictures.example/b2.png',
    });
    const token = await sessionToken({ account: BINH.sub });
    expect((await me(token)).json().data).toEqual({
      id: expect.any(String),
      name: 'Trần Bình',
      profilePicture: 'https://pictures.example/b2.png',
    });
    const rows = await db().select().from(users).where(eq(users.subject, BINH.sub));
    expect(rows).toHaveLength(1);
  });

  it('refuses a ticket the second time, with a message in the reader’s language', async () => {
    const { ticket } = await signIn();
    expect((await exchange(ticket)).statusCode).toBe(200);
    const replay = await exchange(ticket, { 'accept-language': 'vi' });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({
      success: false,
      message: 'Lượt đăng nhập này đã hết hạn hoặc đã được sử dụng. Vui lòng đăng nhập lại.',
    });
  });

  it('lets only one of two simultaneous exchanges of a ticket open a session', async () => {
    const { ticket } = await signIn();
    const before = await count(sessions);
    const answers = await Promise.all([exchange(ticket), exchange(ticket)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
    expect(await count(sessions)).toBe(before + 1);
  });

  it('refuses a ticket older than 60 seconds, and one it never issued', async () => {
    const { ticket } = await signIn();
    await db()
      .update(signInTickets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(signInTickets.ticketHash, hashToken(ticket!)));
    const late = await exchange(ticket);
    expect(late.statusCode).toBe(401);
    expect(late.json()).toEqual({
      success: false,
      message: 'This sign-in has expired or was already used. Please sign in again.',
    });
    expect((await exchange('x'.repeat(43))).statusCode).toBe(401);
  });

  it('gives a ticket 60 seconds', async () => {
    const { ticket } = await signIn();
    const [row] = await db()
      .select()
      .from(signInTickets)
      .where(eq(signInTickets.ticketHash, hashToken(ticket!)));
    const seconds = (row!.expiresAt.getTime() - Date.now()) / 1000;
    expect(seconds).toBeGreaterThan(55);
    expect(seconds).toBeLessThanOrEqual(60);
  });

  it.each([
    ['a state it never issued', (query: URLSearchParams) => query.set('state', 'forged-state')],
    ['no state', (query: URLSearchParams) => query.delete('state')],
  ])('sends the browser back with an error and no ticket for %s', async (_name, tamper) => {
    const { query, cookie } = await throughProvider();
    const tickets = await count(signInTickets);
    const params = new URLSearchParams(query);
    tamper(params);
    const response = await callback(params.toString(), cookie);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`${WEB_CALLBACK}?error=invalid_state`);
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(await count(signInTickets)).toBe(tickets);
  });

  it('uses an attempt once: the same callback a second time is refused', async () => {
    const { query, cookie } = await throughProvider();
    const first = await callback(query, cookie);
    expect(String(first.headers.location)).toMatch(/\?token=/);
    const second = await callback(query, cookie);
    expect(second.headers.location).toBe(`${WEB_CALLBACK}?error=invalid_state`);
  });

  it('refuses an attempt older than 10 minutes', async () => {
    const { query, cookie } = await throughProvider();
    await db()
      .update(signInAttempts)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(signInAttempts.state, new URLSearchParams(query).get('state')!));
    const response = await callback(query, cookie);
    expect(response.headers.location).toBe(`${WEB_CALLBACK}?error=invalid_state`);
  });

  it('refuses a callback from another browser (no binding cookie, or another one)', async () => {
    const { query } = await throughProvider();
    const withoutCookie = await callback(query);
    expect(withoutCookie.headers.location).toBe(`${WEB_CALLBACK}?error=browser_mismatch`);

    const other = await start();
    const { query: secondQuery } = await throughProvider();
    const withOtherCookie = await callback(secondQuery, other.cookie);
    expect(withOtherCookie.headers.location).toBe(`${WEB_CALLBACK}?error=browser_mismatch`);
  });

  it('reports a declined sign-in at the provider as access_denied', async () => {
    const { query, cookie } = await throughProvider({ deny: true });
    expect(new URLSearchParams(query).get('error')).toBe('access_denied');
    const tickets = await count(signInTickets);
    const response = await callback(query, cookie);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`${WEB_CALLBACK}?error=access_denied`);
    expect(await count(signInTickets)).toBe(tickets);
    const state = new URLSearchParams(query).get('state')!;
    expect(await db().select().from(signInAttempts).where(eq(signInAttempts.state, state))).toEqual(
      [],
    );
  });

  it('answers a code the provider does not honour with an error redirect, not a 500', async () => {
    const { query, cookie } = await throughProvider();
    const params = new URLSearchParams(query);
    params.set('code', 'not-a-code-the-provider-issued');
    const response = await callback(params.toString(), cookie);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`${WEB_CALLBACK}?error=sign_in_failed`);
  });

  it('revokes the session on logout, and logging out again is harmless', async () => {
    const token = await sessionToken();
    expect((await me(token)).statusCode).toBe(200);
    const logout = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { authorization: `Bearer ${token}` },
      });
    const first = await logout();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true });
    expect(
      await db()
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(token))),
    ).toEqual([]);
    const after = await me(token);
    expect(after.statusCode).toBe(401);
    expect(after.json().success).toBe(false);
    expect((await logout()).statusCode).toBe(200);
  });

  it('refuses an expired session', async () => {
    const token = await sessionToken();
    await db()
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect((await me(token)).statusCode).toBe(401);
  });

  it.each([
    ['an unknown bearer token', { authorization: `Bearer ${'A'.repeat(43)}` }],
    ['a malformed Authorization header', { authorization: 'Basic dXNlcjpwYXNz' }],
    ['no Authorization header', {}],
  ])('answers /api/auth/me with 401 for %s', async (_name, headers) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: expect.any(String) });
    expect(response.json().message).toMatch(/sign in/i);
  });

  it('says an unknown bearer token is not signed in, without failing the status call', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/status',
      headers: { authorization: `Bearer ${'A'.repeat(43)}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ providerSignIn: true, authenticated: false });
  });
});

describe.each(BACKENDS)(
  'provider sign-in without a userinfo endpoint, on the %s database',
  (backend) => {
    let provider: TestOidcProvider;
    let t: TestApp;
    beforeAll(async () => {
      provider = await startOidcProvider({
        redirectUri: REDIRECT_URI,
        accounts: [BINH],
        profileInIdToken: true,
      });
      t = await createTestApp(backend, { ...signInWith(provider), PUBLIC_URL });
    });
    afterAll(async () => {
      await t?.close();
      await provider?.close();
    });

    it('takes the profile from the ID token, as Google sends it', async () => {
      const started = await t.app.inject({ method: 'GET', url: '/api/auth/google' });
      const { returnUrl } = await provider.signIn(String(started.headers.location));
      const back = await t.app.inject({
        method: 'GET',
        url: `/api/auth/google/callback${returnUrl.search}`,
        headers: { cookie: String(started.headers['set-cookie']).split(';')[0]! },
      });
      const ticket = new URL(String(back.headers.location)).searchParams.get('token');
      const exchanged = await t.app.inject({
        method: 'POST',
        url: '/api/auth/exchange',
        payload: { ticket },
      });
      expect(exchanged.json().data.user).toEqual({
        id: expect.any(String),
        name: BINH.name,
        profilePicture: BINH.picture,
      });
      expect(exchanged.body).not.toContain(BINH.email);
    });
  },
);
