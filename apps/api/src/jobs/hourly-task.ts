import type { FastifyBaseLogger } from 'fastify';

const EVERY_HOUR_MS = 60 * 60 * 1000;

/**
 * Runs `task` now and then every hour while the process lives, logging a failure instead of
 * letting it stop the process; the timer does not keep the process alive. Returns the stop.
 */
export function runNowAndHourly(
  task: () => Promise<void>,
  log: FastifyBaseLogger,
  failure: string,
): () => void {
  const run = async () => {
    try {
      await task();
    } catch (error) {
      log.error({ err: error }, failure);
    }
  };
  void run();
  const timer = setInterval(run, EVERY_HOUR_MS);
  timer.unref();
  return () => clearInterval(timer);
}
