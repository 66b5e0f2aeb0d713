import { ROLE_PERMISSIONS } from '@prca/core';
import { randomBytes } from 'node:crypto';
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
  // Instances starting together share ADMIN_USERNAME, so the unique name lets one win.
  const inserted = await db
    .insert(admins)
    .values({
      username,
      passwordHash,
      role: 'superadmin',
      permissions: [...ROLE_PERMISSIONS.superadmin],
    })
    .onConflictDoNothing({ target: admins.username })
    .returning({ id: admins.id });
  const created = inserted.length > 0;
  return created && generatedPassword
    ? { created, username, generatedPassword }
    : { created, username };
}
