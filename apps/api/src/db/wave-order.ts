import { asc, sql } from 'drizzle-orm';
import { waves } from './schema';

/**
 * The study's waves oldest first: the day each opens (a wave without one first), then the order
 * they were made in. The analysis package pairs consecutive waves in this order, the hourly job
 * keeps their change figures by it (kept/wave-pairs-job.ts) and a student's own change orders
 * their waves by it, so that all three name the same pairs.
 */
export const OLDEST_WAVE_FIRST = [
  sql`${waves.opensOn} ASC NULLS FIRST`,
  asc(waves.createdAt),
  asc(waves.packageCode),
];
