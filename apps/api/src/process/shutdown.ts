import type { FastifyInstance } from 'fastify';

/** The promise to operators: gone within 10 s of SIGTERM or SIGINT, whatever holds it up. */
export const SHUTDOWN_DEADLINE_MS = 8_000;
/** How long requests in progress get to finish before their connections are cut. */
export const REQUEST_GRACE_MS = 4_000;

/**
 * Stops the server on SIGTERM and SIGINT: no new requests, those in progress get a grace
 * period (a client trickling a body would otherwise hold the close for ever), then `cleanup`
 * (jobs, database, data-directory lock). Past the deadline it exits anyway, saying so.
 */
export function stopOnSignals(app: FastifyInstance, cleanup: () => Promise<void>): void {
  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error(
        { deadlineMs: SHUTDOWN_DEADLINE_MS },
        'shutdown did not finish in time; exiting anyway',
      );
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    const cutConnections = setTimeout(() => app.server.closeAllConnections(), REQUEST_GRACE_MS);
    try {
      await app.close();
      clearTimeout(cutConnections);
      await cleanup();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}
