import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/**
 * CORS for a web app hosted on another origin (WEB_ORIGIN). Only listed origins are
 * answered; with no list the API is same-origin only and sends no CORS headers at all.
 */
export async function registerCrossOrigin(
  app: FastifyInstance,
  origins: readonly string[] | undefined,
): Promise<void> {
  if (!origins?.length) return;
  const allowed = new Set(origins.map((origin) => new URL(origin).origin));
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    maxAge: 600,
    // So that a separately hosted web app can read the export's file name.
    exposedHeaders: ['Content-Disposition'],
  });
}
