import { and, isNull, lt, or, isNotNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { sessions, signInAttempts, signInTickets, surveyResponses } from '../db/schema';
import { runNowAndHourly } from './hourly-task';
import { onceAcrossInstances } from './once-across-instances';
import { createSettingsRepository } from '../modules/settings/repository';
import { pruneLoginFailures } from './login-failures';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Guest results are temporary (SPEC.md section 1): after the retention period the e-mail's hash
 * and the guest key are removed, and the anonymous answers stay for research. Returns how many
 * results were made anonymous.
 */
export async function anonymiseExpiredGuestResults(
  db: Database,
  now = new Date(),
): Promise<number> {
  const days = await createSettingsRepository(db).get('guestRetentionDays');
  const cutoff = new Date(now.getTime() - days * DAY_MS);
  const cleared = await db
    .update(surveyResponses)
    .set({ emailHash: null, guestKeyHash: null })
    .where(
      and(
        isNull(surveyResponses.userId),
        lt(surveyResponses.createdAt, cutoff),
        or(isNotNull(surveyResponses.emailHash), isNotNull(surveyResponses.guestKeyHash)),
      ),
    )
    .returning({ id: surveyResponses.id });
  return cleared.length;
}

/** Expired sessions, sign-in attempts and tickets are of no use to anyone: delete them. */
export async function deleteExpiredSignIns(db: Database, now = new Date()): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
  await db.delete(signInAttempts).where(lt(signInAttempts.expiresAt, now));
  await db.delete(signInTickets).where(lt(signInTickets.expiresAt, now));
}

/**
 * Runs the retention rules (and deletes what sign-in and its throttle no longer need) now and
 * every hour while the process lives. When several instances share one database, whichever
 * takes the lock first does the work; the others skip that round.
 */
export function startGuestRetention(db: Database, log: FastifyBaseLogger): () => void {
  return runNowAndHourly(
    async () => {
      await onceAcrossInstances(db, 'guestRetention', async (tx) => {
        const count = await anonymiseExpiredGuestResults(tx);
        if (count > 0)
          log.info({ count }, 'removed e-mail hashes and guest keys from expired guest results');
        await deleteExpiredSignIns(tx);
        await pruneLoginFailures(tx);
      });
    },
    log,
    'retention failed',
  );
}
