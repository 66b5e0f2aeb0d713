import { ROLE_PERMISSIONS } from '@prca/core';
import { randomBytes } from 'node:crypto';
import { createAuditLog } from '../../audit/audit-log';
import type { Database } from '../../db/client';
import { admins } from '../../db/schema';
import { hashPassword } from './password';

export interface BootstrapResult {
  created: boolean;
  username: string;
  /** Set only when the password was generated here: it must be shown once, then never again. */
  generatedPassword?: string;
}

/**
 * On a database with no admin account, creates a superadmin from ADMIN_USERNAME and
 * ADMIN_PASSWORD (or a generated password). Several instances starting together create one.
 * Audited as the console's `admins.create`: no superadmin appears without a trace (issue 29).
 */
export async function bootstrapFirstAdmin(
  db: Database,
  username: string,
  password: string | undefined,
): Promise<BootstrapResult> {
  const [existing] = await db.select({ id: admins.id }).from(admins).limit(1);
  if (existing) return { created: false, username };

  const generatedPassword = password ? undefined : randomBytes(18).toString('base64url');
  const passwordHash = await hashPassword(password ?? generatedPassword!);
  // Instances starting together share ADMIN_USERNAME, so the unique name lets one win; the
  // winner's audit entry (the console's, as the server made it) is written with the account.
  const created = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(admins)
      .values({
        username,
        passwordHash,
        role: 'superadmin',
        permissions: [...ROLE_PERMISSIONS.superadmin],
      })
      .onConflictDoNothing({ target: admins.username })
      .returning({ id: admins.id });
    if (!inserted) return false;
    await createAuditLog(db).record(
      {
        actorKind: 'console',
        action: 'admins.create',
        target: inserted.id,
        details: { username, role: 'superadmin', firstAccount: true },
      },
      tx as unknown as Database,
    );
    return true;
  });
  return created && generatedPassword
    ? { created, username, generatedPassword }
    : { created, username };
}
