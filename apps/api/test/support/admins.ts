import { ROLE_PERMISSIONS, type AdminScope, type Role } from '@prca/core';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client';
import { admins } from '../../src/db/schema';
import { hashPassword, type PasswordCost } from '../../src/modules/admin-users/password';

/** A scope naming one class no test stores: a counsellor that sees nothing unless told. */
export const NOWHERE_SCOPE: AdminScope = {
  schools: [],
  classes: ['00000000-0000-4000-8000-000000000000'],
};

/**
 * What the tests' passwords cost: argon2id's lowest (1 MiB, one pass, one lane), for the accounts
 * made here and for those the tests' apps make or change (createTestApp). Logging in verifies
 * them with the app's own code, which reads the cost from the hash; at the product's cost (64
 * MiB, three passes: 0.2 to 0.4 s of CPU) a run's six hundred hashes and sign-ins kept a core
 * busy for minutes (docs/benchmarks.md, "Test suite"). What no test app makes keeps the
 * product's cost: the first admin (bootstrap.test.ts checks it), the admin command's accounts,
 * and what the servers the tests start make (two-instances.test.ts checks an account of theirs).
 */
export const TEST_PASSWORD_COST: PasswordCost = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

/** Each password's hash, made once per test process: the suite makes hundreds of accounts. */
const hashes = new Map<string, Promise<string>>();
const hashOnce = (password: string): Promise<string> => {
  let hashed = hashes.get(password);
  if (!hashed) hashes.set(password, (hashed = hashPassword(password, TEST_PASSWORD_COST)));
  return hashed;
};

/**
 * An admin account with a role's permissions, ready to log in; a counsellor, who must have a
 * scope, gets `NOWHERE_SCOPE` unless one is given.
 */
export async function createAdmin(
  db: Database,
  {
    username,
    password,
    role,
    scope,
  }: { username: string; password: string; role: Role; scope?: AdminScope | null },
): Promise<void> {
  await db.insert(admins).values({
    username,
    passwordHash: await hashOnce(password),
    role,
    permissions: [...ROLE_PERMISSIONS[role]],
    scope: scope ?? (role === 'counsellor' ? NOWHERE_SCOPE : null),
  });
}

/** Logs in through the API and returns the bearer token. */
export async function loginAs(
  app: FastifyInstance,
  username: string,
  password: string,
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/auth/login',
    payload: { username, password },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return response.json().data.token;
}

/**
 * An admin of the given role on a test app, signed in: returns the bearer token. The account is
 * named after its role unless `username` is given; its password is `<username> password!`.
 */
export async function signInAdmin(
  t: { app: FastifyInstance; database: { db: Database } },
  role: Role = 'viewer',
  username: string = role,
): Promise<string> {
  const password = `${username} password!`;
  await createAdmin(t.database.db, { username, password, role });
  return loginAs(t.app, username, password);
}

/** The app's /api/admin routes with what each needs, from its route table. */
export function adminRoutesOf(
  app: FastifyInstance,
): { method: string; url: string; access: string; scoped?: string }[] {
  return app.apiRoutes.flatMap(({ method, url, adminAccess, scopedAccess }) =>
    adminAccess
      ? [{ method, url, access: adminAccess, ...(scopedAccess ? { scoped: scopedAccess } : {}) }]
      : [],
  );
}

/** A counsellor limited to `scope` on a test app, signed in: returns the bearer token. */
export async function signedInCounsellor(
  t: { app: FastifyInstance; database: { db: Database } },
  username: string,
  scope: AdminScope,
): Promise<string> {
  const password = 'a long counsellor password';
  await createAdmin(t.database.db, { username, password, role: 'counsellor', scope });
  return loginAs(t.app, username, password);
}
