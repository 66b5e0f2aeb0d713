import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * What the built web app (apps/web/dist) needs, and nothing more: its scripts, styles, fonts
 * and calls to the API all come from this origin. Images may also come over https, for the
 * profile picture an identity provider returns. Style attributes stay blocked: React sets
 * inline styles (progress and chart bars) through the CSSOM, which CSP does not restrict.
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'https:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

// A year, the usual minimum for HSTS to be worth sending.
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every reply (API JSON, the web app, errors), set in onRequest so that a
 * request refused later (404, 400, 429) carries them too. HSTS only when the request arrived
 * over HTTPS (directly, or per X-Forwarded-Proto from a trusted proxy with TRUST_PROXY):
 * sent over plain HTTP it would lock a browser out of a server that has no TLS.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'deny' },
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
}
