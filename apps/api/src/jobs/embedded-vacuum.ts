import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../db/client';
import { runNowAndHourly } from './hourly-task';

/**
 * VACUUM at start and hourly, on the embedded database only: PGlite runs no autovacuum, so
 * without it no page is ever marked all-visible and every index-only scan reads the table too
 * (the median completion time at 100,000 responses took 500 ms, 60 ms once vacuumed: issue 33),
 * and the rows that updates and deletes leave behind are never reclaimed. It skips the pages
 * still all-visible: 270 ms the first time at 100,000 responses, about 40 ms an hour later, on
 * the one thread the API shares. Not ANALYZE: sampling every table took 1.6 s at that size, and
 * the analytics queries were as fast without it. On PostgreSQL its autovacuum does both.
 */
export function startEmbeddedVacuum(database: DatabaseHandle, log: FastifyBaseLogger): () => void {
  if (database.kind !== 'embedded') return () => {};
  return runNowAndHourly(
    async () => {
      await database.db.execute(sql`VACUUM`);
    },
    log,
    'vacuuming the embedded database failed',
  );
}
