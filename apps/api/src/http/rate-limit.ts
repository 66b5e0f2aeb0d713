import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

/**
 * Requests a minute per client address (RATE_LIMIT_PER_MINUTE, 0 = off). The default is
 * generous because a whole computer lab submits from one school address.
 */
export async function registerRateLimit(app: FastifyInstance, perMinute: number): Promise<void> {
  if (perMinute <= 0) return;
  await app.register(rateLimit, { max: perMinute, timeWindow: 60_000 });
}
