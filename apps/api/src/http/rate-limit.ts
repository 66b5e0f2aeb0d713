import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';

function isApiRequest(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0]!;
  return path === '/api' || path.startsWith('/api/');
}

/**
 * API requests a minute per client address (RATE_LIMIT_PER_MINUTE, 0 = off). The default is
 * generous because a whole computer lab submits from one school address. The web app's own
 * files are not counted: thirty pupils loading the page at once are not an attack. The
 * address is the one the trusted proxies report (TRUST_PROXY), never a client's own claim.
 */
export async function registerRateLimit(app: FastifyInstance, perMinute: number): Promise<void> {
  if (perMinute <= 0) return;
  await app.register(rateLimit, {
    max: perMinute,
    timeWindow: 60_000,
    allowList: (request) => !isApiRequest(request),
  });
}
