import { sql } from 'drizzle-orm';
import { ADVISORY_LOCKS, type AdvisoryLockName } from '../db/advisory-locks';
import type { Database } from '../db/client';
import { queryRows } from '../db/query-rows';

/**
 * Runs `job` in a transaction that holds the advisory lock `lock`, unless another instance on
 * the same database holds it at this moment: that one is doing the same work, so this one has
 * nothing to do. Returns whether the job ran here.
 */
export async function onceAcrossInstances(
  db: Database,
  lock: AdvisoryLockName,
  job: (db: Database) => Promise<void>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [attempt] = await queryRows<{ taken: boolean }>(
      tx,
      sql`SELECT pg_try_advisory_xact_lock(${ADVISORY_LOCKS[lock]}) AS taken`,
    );
    if (!attempt?.taken) return false;
    await job(tx as unknown as Database);
    return true;
  });
}
