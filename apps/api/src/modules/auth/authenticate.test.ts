import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { admins, sessions, users } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { openTestDatabase } from '../../../test/support/database';
import { BACKENDS } from '../../../test/support/environment';
import { createUserAuthenticator, type UserAuthenticator } from './authenticate';
import { hashToken, newToken } from './tokens';

const HOUR_MS = 60 * 60 * 1000;
const request = (authorization?: string) =>
  ({ headers: authorization === undefined ? {} : { authorization } }) as FastifyRequest;

describe.each(BACKENDS)('authenticating respondents on the %s database', (backend) => {
  let database: DatabaseHandle;
  let users$: UserAuthenticator;
  let userId: string;
  beforeAll(async () => {
    database = await openTestDatabase(backend);
    users$ = createUserAuthenticator(database.db);
    const [user] = await database.db
      .insert(users)
      .values({ issuer: 'https://issuer.example', subject: 'sub-1', name: 'An' })
      .returning();
    userId = user!.id;
  });
  afterAll(() => database.close());

  async function openSession(fields: { expiresAt?: Date; lastUsedAt?: Date } = {}) {
    const token = newToken();
    await database.db.insert(sessions).values({
      tokenHash: hashToken(token),
      kind: 'user',
      userId,
      expiresAt: fields.expiresAt ?? new Date(Date.now() + HOUR_MS),
      lastUsedAt: fields.lastUsedAt ?? new Date(),
    });
    return token;
  }

  const rejection = (promise: Promise<unknown>) =>
    promise.then(
      () => undefined,
      (error: unknown) => error,
    );

  it('finds nobody, without an error, when there is no Authorization header', async () => {
    expect(await users$.authenticate(request())).toBeUndefined();
  });

  it('returns the user of a live session', async () => {
    const token = await openSession();
    expect(await users$.authenticate(request(`Bearer ${token}`))).toEqual({
      id: userId,
      name: 'An',
      pictureUrl: null,
    });
  });

  it.each([
    ['an unknown token', () => Promise.resolve(`Bearer ${newToken()}`)],
    [
      'an expired session',
      async () => `Bearer ${await openSession({ expiresAt: new Date(Date.now() - 1) })}`,
    ],
    ['a header that is not a bearer token', () => Promise.resolve('Basic dXNlcjpwYXNz')],
  ])('answers %s with a 401 ApiError, and identify() with nobody', async (_name, header) => {
    const authorization = await header();
    const error = await rejection(users$.authenticate(request(authorization)));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ statusCode: 401, messageKey: 'auth.invalidSession' });
    expect(await users$.identify(request(authorization))).toBeUndefined();
  });

  it('does not accept an admin session as a respondent’s', async () => {
    const token = newToken();
    const [admin] = await database.db
      .insert(admins)
      .values({ username: 'auth-test', passwordHash: 'unused', role: 'viewer' })
      .returning();
    await database.db.insert(sessions).values({
      tokenHash: hashToken(token),
      kind: 'admin',
      adminId: admin!.id,
      expiresAt: new Date(Date.now() + HOUR_MS),
    });
    expect(await rejection(users$.authenticate(request(`Bearer ${token}`)))).toBeInstanceOf(
      ApiError,
    );
  });

  it('records when a session was last used, at most once an hour', async () => {
    const twoHoursAgo = new Date(Date.now() - 2 * HOUR_MS);
    const token = await openSession({ lastUsedAt: twoHoursAgo });
    const lastUsed = async () =>
      (
        await database.db
          .select({ at: sessions.lastUsedAt })
          .from(sessions)
          .where(eq(sessions.tokenHash, hashToken(token)))
      )[0]!.at;
    await users$.authenticate(request(`Bearer ${token}`));
    const touched = await lastUsed();
    expect(touched.getTime()).toBeGreaterThan(twoHoursAgo.getTime());
    await users$.authenticate(request(`Bearer ${token}`));
    expect((await lastUsed()).getTime()).toBe(touched.getTime());
  });
});
