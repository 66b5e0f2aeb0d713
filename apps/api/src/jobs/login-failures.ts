import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { adminLoginFailures } from '../db/schema';
import { THROTTLE_WINDOW_MS } from '../modules/admin-auth/throttle';

/**
 * At most this many failed logins are kept. The throttle keeps an address from adding more
 * than a few rows per window, but many addresses (or tries for names that do not exist) could
 * still add up; the newest rows are the ones the throttle reads.
 */
export const MAX_KEPT_LOGIN_FAILURES = 100_000;

/**
 * Deletes the failed logins the throttle no longer reads (older than its window), and the
 * oldest beyond the cap. Returns how many were deleted.
 */
export async function pruneLoginFailures(
  db: Database,
  now = new Date(),
  cap = MAX_KEPT_LOGIN_FAILURES,
): Promise<number> {
  const old = await db
    .delete(adminLoginFailures)
    .where(lt(adminLoginFailures.failedAt, new Date(now.getTime() - THROTTLE_WINDOW_MS)))
    .returning({ id: adminLoginFailures.id });
  const overCap = await db
    .delete(adminLoginFailures)
    .where(
      sql`${adminLoginFailures.id} IN (SELECT id FROM ${adminLoginFailures}
        ORDER BY ${adminLoginFailures.failedAt} DESC OFFSET ${cap})`,
    )
    .returning({ id: adminLoginFailures.id });
  return old.length + overCap.length;
}
