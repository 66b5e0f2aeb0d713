import { PERMISSIONS } from '@prca/core';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createAuditLog } from '../../audit/audit-log';
import type { Database } from '../../db/client';
import { adminLoginFailures } from '../../db/schema';
import { hashPassword } from './password';
import { createAdminUsersRepository } from './repository';

/** What an operator's command did, with the password to show when it made one. */
export interface BreakGlassResult {
  username: string;
  /** Set only when the password was generated here: shown once, then never again. */
  generatedPassword?: string;
}

export class BreakGlassError extends Error {
  override name = 'BreakGlassError';
}

/** The given password, or one made here, hashed; and what the command reports (the made one). */
async function choosePassword(username: string, given: string | undefined) {
  const generatedPassword = given ? undefined : randomBytes(18).toString('base64url');
  const passwordHash = await hashPassword(given ?? generatedPassword!);
  const result: BreakGlassResult = generatedPassword
    ? { username, generatedPassword }
    : { username };
  return { passwordHash, result };
}

/**
 * For an operator on the server (`npm run admin`), when nobody can sign in to manage the
 * accounts: gives an account a new password, ends its sessions and forgets its failed logins.
 * Audited as the console's `admins.passwordReset`, in the transaction of the change.
 */
export async function resetAdminPassword(
  db: Database,
  username: string,
  given: string | undefined,
): Promise<BreakGlassResult> {
  const { passwordHash, result } = await choosePassword(username, given);
  await createAdminUsersRepository(db).serialised(async (accounts, transaction) => {
    const account = await accounts.findByUsername(username);
    if (!account) throw new BreakGlassError(`There is no admin account named "${username}".`);
    await accounts.update(account.id, { passwordHash });
    await accounts.endSessions(account.id);
    await createAuditLog(db).record(
      {
        actorKind: 'console',
        action: 'admins.passwordReset',
        target: account.id,
        details: { username },
      },
      transaction,
    );
  });
  await db.delete(adminLoginFailures).where(eq(adminLoginFailures.username, username));
  return result;
}

/**
 * Makes a new active superadmin holding every permission. Audited as the console's
 * `admins.create`, in the transaction of the change: no superadmin appears without a trace.
 */
export async function createSuperadmin(
  db: Database,
  username: string,
  given: string | undefined,
): Promise<BreakGlassResult> {
  const { passwordHash, result } = await choosePassword(username, given);
  const created = await createAdminUsersRepository(db).serialised(async (accounts, transaction) => {
    const inserted = await accounts.insert({
      username,
      passwordHash,
      role: 'superadmin',
      permissions: [...PERMISSIONS],
    });
    if (inserted) {
      await createAuditLog(db).record(
        {
          actorKind: 'console',
          action: 'admins.create',
          target: inserted.id,
          details: { username, role: inserted.role },
        },
        transaction,
      );
    }
    return inserted;
  });
  if (!created) {
    throw new BreakGlassError(
      `An account named "${username}" already exists: choose another name, or use reset-password.`,
    );
  }
  return result;
}
