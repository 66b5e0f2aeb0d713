import { createServer } from 'node:net';

/**
 * The ports the bench may listen on. Others on this machine use fixed ports of their own
 * (3000, 3210-3213…), so everything the bench starts stays within this range.
 */
export const BENCH_PORTS = { first: 3300, last: 3399 };

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** The first port of the bench's range that nothing listens on. */
export async function freePort(): Promise<number> {
  for (let port = BENCH_PORTS.first; port <= BENCH_PORTS.last; port++) {
    if (await isFree(port)) return port;
  }
  throw new Error(`no free port from ${BENCH_PORTS.first} to ${BENCH_PORTS.last}`);
}
