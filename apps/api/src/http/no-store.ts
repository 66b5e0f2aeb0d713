import type { FastifyInstance } from 'fastify';

const API_PATH = /^\/api(?:[/?]|$)/;

/**
 * Every /api reply says `Cache-Control: no-store`: admin replies carry answers, e-mails and
 * accounts, and no browser or proxy cache should keep a copy. Set in `onRequest`, so errors
 * carry it too; the web app's files keep their own caching.
 */
export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (API_PATH.test(request.url)) reply.header('cache-control', 'no-store');
  });
}
